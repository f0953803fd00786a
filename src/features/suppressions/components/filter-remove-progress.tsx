import type { Removal } from '@/contract';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import type { FilterRemoveState, UndoState } from '../hooks/use-filter-remove';
import { ProgressBar } from './progress-bar';

/** A removal under way, or how it ended, with Undo for what it took. */
export function FilterRemoveProgress({
  state,
  undoState,
  onUndo,
}: {
  state: Exclude<FilterRemoveState, { phase: 'confirm' }>;
  undoState: UndoState;
  onUndo: (removal: Removal) => void;
}) {
  if (state.phase === 'unsupported') {
    return (
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        This service can’t remove a whole filter at once (it doesn’t offer the removal extension). Nothing was
        removed. Select rows on a page and remove those instead.
      </p>
    );
  }
  const removal = state.removal;
  const removed = removal?.removed ?? 0;
  const matched = removal?.matched ?? 0;
  return (
    <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
      {state.phase === 'running' && (
        <>
          <ProgressBar label="Removal progress" value={removed} max={matched} />
          <p aria-live="polite" className="tabular-nums">
            {removal ? `Removed ${formatNumber(removed)} of ${formatNumber(matched)}…` : 'Starting…'}
          </p>
        </>
      )}
      {state.phase === 'finished' && (
        <p role="status">
          Removed {formatNumber(removed)} suppression{removed === 1 ? '' : 's'}.
          {state.stopped &&
            ` Cancelled: the other ${formatNumber(Math.max(0, matched - removed))} stay suppressed.`}
        </p>
      )}
      {state.phase === 'failed' && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          The removal stopped: {state.error}{' '}
          {removed > 0
            ? `${formatNumber(removed)} were removed before it stopped; the rest stay suppressed.`
            : 'Nothing was removed.'}
        </p>
      )}
      {removal && removed > 0 && state.phase !== 'running' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            onClick={() => onUndo(removal)}
            disabled={undoState.phase !== 'idle'}
            aria-describedby="filter-undo-state"
          >
            Undo: put back {formatNumber(removed)}
          </Button>
          <span id="filter-undo-state" aria-live="polite" className="tabular-nums">
            {undoState.phase === 'running' &&
              `Put back ${formatNumber(undoState.restored)} of ${formatNumber(removed)}…`}
            {undoState.phase === 'done' && `Put back ${formatNumber(removed)}.`}
          </span>
        </div>
      )}
    </div>
  );
}
