import { CopyButton } from '@/components/ui/copy-button';
import { endpointLabel } from '@/lib/call-endpoint';
import type { MessageStory } from '../api/message-queries';

function RawBlock({ title, body }: { title: string; body: unknown }) {
  // The envelope around `data` as the service sends it on success; rendered as text, never as HTML.
  const text = JSON.stringify({ status: 'success', data: body }, null, 2);
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-mono text-xs font-medium text-zinc-600 dark:text-zinc-400">{title}</h3>
        <CopyButton value={text} label="Copy JSON" variant="ghost" className="h-7 px-2 text-xs" />
      </div>
      <pre
        // A scrollable region must be reachable by keyboard, or keyboard users can't scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-md focus-visible:outline-2 focus-visible:outline-indigo-500 border border-zinc-200 bg-zinc-50 p-3 font-mono text-xs leading-relaxed text-zinc-800 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-200"
      >
        {text}
      </pre>
    </section>
  );
}

/** The two responses behind this page, for a ticket or a bug report. */
export function RawJson({ id, raw }: { id: string; raw: MessageStory['raw'] }) {
  return (
    <div className="flex flex-col gap-4">
      <RawBlock title={endpointLabel('getMessage', { id })} body={raw.message} />
      <RawBlock title={endpointLabel('getMessageEvents', { id })} body={raw.events} />
    </div>
  );
}
