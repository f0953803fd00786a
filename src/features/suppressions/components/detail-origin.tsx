import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { Suppression, SuppressionSource } from '@/contract';
import { BounceExplanation } from '@/components/bounces/bounce-explanation';
import { failureStory } from '@/lib/failure-story';
import { formatNumber } from '@/lib/format';
import { suppressionClassification } from '../lib/suppression-classification';
import { href } from '@/lib/href';

const kinds: Record<SuppressionSource['type'], string> = {
  automatic: 'Automatic: the service added it after a message to it',
  api: 'Added through the API',
  import: 'Imported from a file',
  dashboard: 'Added in the dashboard',
};

const dt = 'text-zinc-500 dark:text-zinc-400';
const dd = 'min-w-0 text-zinc-800 dark:text-zinc-200';

/** Where the row came from, in full: every part of its origin the service sent, nothing made up. */
export function DetailOrigin({ row }: { row: Suppression }) {
  const source = row.source;
  if (!source) {
    return (
      <p className="text-sm text-zinc-500 dark:text-zinc-400">
        This service doesn't say where its suppressions come from.
      </p>
    );
  }
  const parts: [string, ReactNode][] = [['How', kinds[source.type] ?? source.type]];
  if (source.key_name) parts.push(['API key', source.key_name]);
  if (source.file) parts.push(['File', <span className="break-all">{source.file}</span>]);
  if (source.row != null) parts.push(['Row', formatNumber(source.row)]);
  if (source.smtp_response) {
    parts.push([
      'SMTP response',
      <code className="block font-mono text-xs break-words whitespace-pre-wrap">{source.smtp_response}</code>,
    ]);
  }
  const classification = suppressionClassification(row);
  if (classification) {
    // The address is on the list: the advice is the failure story's for a suppressed address, the
    // same the message's page gives, never "let the retries run".
    const story = failureStory(classification, 'suppressed');
    parts.push([
      'Why it bounced',
      <div className="flex flex-col gap-1">
        <BounceExplanation
          classification={classification}
          explanation={story.explanation ?? undefined}
          action={story.action}
        />
        <p className="text-xs text-zinc-700 dark:text-zinc-300">{story.address}</p>
      </div>,
    ]);
  }
  if (source.message_id) {
    parts.push([
      'Message',
      <Link
        to={href('message', { id: source.message_id })}
        className="text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
      >
        Open the message's timeline
      </Link>,
    ]);
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {parts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className={dt}>{term}</dt>
          <dd className={dd}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
