import { CopyButton } from '@/components/ui/copy-button';
import { usePageState } from '@/lib/page-state/page-state';
import { webhooksPageState } from '@/lib/page-state/webhooks';
import { receiverSnippets, type ReceiverSnippet } from '../signature/receiver-snippets';
import { TabList, tabIds } from './tab-list';
import { cardClasses } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** Minimal receivers that verify in constant time, one tab per language (kept in the URL). */
export function ReceiverSnippets() {
  const [{ lang }, update] = usePageState(webhooksPageState);
  const current = receiverSnippets.find((s) => s.id === lang) ?? receiverSnippets[0]!;
  const ids = tabIds('receiver', current.id);
  return (
    <div className={cn(cardClasses({ padding: 'none' }), 'overflow-hidden')}>
      <TabList<ReceiverSnippet['id']>
        scope="receiver"
        label="Receiver language"
        items={receiverSnippets}
        selected={current.id}
        onSelect={(id) => update({ lang: id }, { replace: true })}
        className="px-2 pt-1"
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        <div className="flex items-center justify-between gap-2 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
          <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{current.file}</span>
          <CopyButton value={current.code} label={`Copy ${current.label} code`} variant="ghost" />
        </div>
        <pre
          // Scrollable regions must be reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={`${current.label} receiver`}
          className="max-h-[28rem] overflow-auto bg-zinc-950 p-4 font-mono text-xs leading-relaxed text-zinc-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
        >
          <code>{current.code}</code>
        </pre>
      </div>
    </div>
  );
}
