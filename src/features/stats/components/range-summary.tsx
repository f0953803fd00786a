import { formatNumber } from '@/lib/format';
import { Spinner } from '@/components/ui/skeleton';
import { formatRange, type CompareMode, type DayRange } from '../range';

/** Says exactly what the numbers cover: which UTC days, against which days, for which domain. */
export const rangeSummaryId = 'range-summary';

export function RangeSummary({
  range,
  previous,
  today,
  domainName,
  updating,
}: {
  range: DayRange & { days: number };
  /** What the numbers are compared with; null when nothing is (another service's own format). */
  previous: { range: DayRange; mode: CompareMode } | null;
  today: string;
  domainName: string | undefined;
  updating: boolean;
}) {
  return (
    <div className="-mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-600 dark:text-zinc-400">
      {/* Focus lands here after "Show day →", whose button goes away with the range it was in. */}
      {/* Each fact is a flex item, so a line breaks between facts, never inside a range of dates. */}
      <p
        id={rangeSummaryId}
        tabIndex={-1}
        className="flex flex-wrap gap-x-1 focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        <span className="font-medium text-zinc-900 dark:text-zinc-100">{formatRange(range)}</span>
        <span>
          {' · '}
          {formatNumber(range.days)} {range.days === 1 ? 'day' : 'days'}, UTC
        </span>
        {domainName && (
          <span>
            {' · '}
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{domainName}</span>
          </span>
        )}
        {previous && (
          <span>
            {' · '}compared with {previous.mode === 'year' && 'the same days last year, '}
            {formatRange(previous.range)}
          </span>
        )}
        {range.to >= today && range.from <= today && <span> (today is still in progress)</span>}
      </p>
      <p role="status" className="inline-flex items-center gap-1.5">
        {updating && (
          <>
            <Spinner size="sm" />
            Updating…
          </>
        )}
      </p>
    </div>
  );
}
