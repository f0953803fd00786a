import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/skeleton';
import { formatNumber } from '@/lib/format';
import { suppressionQueries } from '../api/suppression-queries';
import { byBounce, listParams, type ListView } from '../lib/list-view';

interface MatchCountProps {
  view: ListView;
  total: number;
  /** False when the service stopped counting at `total`: there are more. */
  exact: boolean;
  /** The same rows counted per reason by the chips, when that count is exact. */
  countedByReason?: number | undefined;
}

const strong = 'font-semibold text-zinc-900 dark:text-zinc-100';

/**
 * "12 matches", or for a broad search the service counted only up to its cap, "more than 1,000
 * matches" with the exact count one click away (it costs the service a full count).
 */
export function MatchCount({ view, total, exact, countedByReason }: MatchCountProps) {
  const filtered = view.q !== '' || view.reason.length > 0 || byBounce(view);
  const params = { ...listParams(view), cursor: undefined };
  const exactQuery = useQuery({ ...suppressionQueries.exactTotal(params), enabled: false });
  const noun = (n: number) =>
    filtered ? (n === 1 ? 'match' : 'matches') : n === 1 ? 'suppression' : 'suppressions';
  const known = exact ? total : (countedByReason ?? (exactQuery.isStale ? undefined : exactQuery.data));
  if (known !== undefined)
    return (
      <span>
        <strong className={strong}>{formatNumber(known)}</strong> {noun(known)}
      </span>
    );
  return (
    <span className="flex items-center gap-2">
      <span>
        more than <strong className={strong}>{formatNumber(total)}</strong> {noun(total)}
      </span>
      {exactQuery.isFetching ? (
        <span role="status" className="flex items-center gap-1.5">
          <Spinner size="sm" className="text-zinc-400" /> Counting…
        </span>
      ) : (
        <button
          type="button"
          onClick={() => void exactQuery.refetch()}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          {exactQuery.isError ? "Couldn't count. Try again" : 'Count exactly'}
        </button>
      )}
    </span>
  );
}
