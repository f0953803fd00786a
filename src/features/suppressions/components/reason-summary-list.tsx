import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import type { ReasonSummary } from '../lib/import/reason-summary';
import { reasonMeta } from '../lib/reasons';
import { SourceReason } from './source-reason';

/** Lines shown before "Show N more": enough for every vendor's own reason set. */
const shown = 6;

/** How many rows to send carry each reason value, and what it becomes: "10 × SpamComplaint → Complaint". */
export function ReasonSummaryList({ summary }: { summary: ReasonSummary }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const { entries, other } = summary;
  const others = Object.entries(other);
  if (!entries.length) return null;
  const hidden = entries.slice(shown);
  const visible = all ? entries : entries.slice(0, shown);
  const hiddenRows = hidden.reduce((sum, e) => sum + e.count, 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5 text-sm">
      <h3 id={headingId} className="text-xs font-medium text-zinc-500 dark:text-zinc-400">
        Reasons of the rows to import
      </h3>
      <ul className="flex flex-col gap-1">
        {visible.map((entry) => (
          <li key={`${entry.reason}-${entry.defaulted}-${entry.source}`} className="flex items-start gap-2">
            <span className="w-16 shrink-0 text-right text-zinc-500 tabular-nums dark:text-zinc-400">
              {formatNumber(entry.count)} ×
            </span>
            <SourceReason source={entry.source} reason={entry.reason} defaulted={entry.defaulted} />
          </li>
        ))}
        {(all || !hidden.length) &&
          others.map(([reason, count]) => (
            <li key={`other-${reason}`} className="flex items-start gap-2">
              <span className="w-16 shrink-0 text-right text-zinc-500 tabular-nums dark:text-zinc-400">
                {formatNumber(count)} ×
              </span>
              <span className="text-zinc-600 dark:text-zinc-400">
                other values → {reasonMeta[reason as keyof typeof reasonMeta].label}
              </span>
            </li>
          ))}
      </ul>
      {hidden.length > 0 && (
        <div>
          <Button size="sm" variant="ghost" aria-expanded={all} onClick={() => setAll(!all)}>
            {all
              ? 'Show fewer'
              : `Show ${formatNumber(hidden.length + others.length)} more (${formatNumber(
                  hiddenRows + others.reduce((sum, [, count]) => sum + count, 0),
                )} rows)`}
          </Button>
        </div>
      )}
    </section>
  );
}
