import type { MatchingFilter } from '../api/remove-matching';
import { Checkbox } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';
import { bounceClassLabels, bounceSideLabels } from '@/lib/labels/bounce-labels';
import { reasonMeta } from '../lib/reasons';
import { RemovalWarning } from './removal-warning';

/** What "all matching" means here: the filter in words, and the complaint guard. */
export function FilterRemoveConfirm({
  filter,
  complaints,
  includeComplaints,
  onIncludeComplaints,
}: {
  filter: MatchingFilter;
  /** Complaints the filter matches; `null` while unknown. */
  complaints: number | null;
  includeComplaints: boolean;
  onIncludeComplaints: (on: boolean) => void;
}) {
  const onlyComplaints = filter.reason.length === 1 && filter.reason[0] === 'complaint';
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-zinc-700 dark:text-zinc-300">
        <dt className="text-zinc-500 dark:text-zinc-400">Search</dt>
        <dd className="font-medium break-all">{filter.q ? `“${filter.q}”` : 'none: the whole list'}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">Reasons</dt>
        <dd className="font-medium">
          {filter.reason.length ? filter.reason.map((r) => reasonMeta[r].label).join(', ') : 'all'}
        </dd>
        {filter.bounce_side?.length ? (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">Failure side</dt>
            <dd className="font-medium">{filter.bounce_side.map((v) => bounceSideLabels[v]).join(', ')}</dd>
          </>
        ) : null}
        {filter.bounce_class?.length ? (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">Failure class</dt>
            <dd className="font-medium">{filter.bounce_class.map((v) => bounceClassLabels[v]).join(', ')}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-zinc-600 dark:text-zinc-400">
        The service removes them in steps; you can cancel between steps, and Undo puts back exactly what was
        removed, with the original dates and origins. Addresses added after you start are not touched.
      </p>
      {complaints !== 0 && (
        <>
          <RemovalWarning reason="complaint" count={complaints ?? undefined} />
          <Checkbox
            label={
              complaints === null
                ? 'Also remove complaints: those recipients asked to receive mail again'
                : `Also remove the ${formatNumber(complaints)} complaint${complaints === 1 ? '' : 's'}: those recipients asked to receive mail again`
            }
            hint={includeComplaints || onlyComplaints ? undefined : 'Unticked, complaints stay suppressed.'}
            checked={includeComplaints}
            onChange={(event) => onIncludeComplaints(event.target.checked)}
          />
        </>
      )}
    </div>
  );
}
