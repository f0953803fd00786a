import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { formatNumber } from '@/lib/format';
import type { MatchingFilter } from '../api/remove-matching';
import { suppressionQueries } from '../api/suppression-queries';
import { useFilterRemove } from '../hooks/use-filter-remove';
import { FilterRemoveConfirm } from './filter-remove-confirm';
import { FilterRemoveProgress } from './filter-remove-progress';

/**
 * "Remove all N matching": confirms with the filter in words and the complaint guard, then runs
 * the removal on the service with progress, Cancel, and Undo. Stays mounted, so the toast's Undo
 * keeps working after it closes.
 */
export function FilterRemoveDialog({
  open,
  filter,
  total,
  onClose,
  onRemoved,
}: {
  open: boolean;
  filter: MatchingFilter;
  /** What the list says matches; `exact` false when it stopped counting ("more than"). */
  total: { count: number; exact: boolean };
  onClose: () => void;
  onRemoved: () => void;
}) {
  const remove = useFilterRemove(filter, { onRemoved });
  const [includeComplaints, setIncludeComplaints] = useState(false);
  const counts = useQuery({ ...suppressionQueries.reasonCounts(filter.q), enabled: open });
  // Complaints carry no bounce class: a bounce filter never matches them.
  const byBounce = Boolean(filter.bounce_class?.length || filter.bounce_side?.length);
  const mayHaveComplaints = !byBounce && (filter.reason.length === 0 || filter.reason.includes('complaint'));
  const complaints = !mayHaveComplaints
    ? 0
    : counts.data?.capped?.includes('complaint')
      ? null
      : (counts.data?.complaint ?? null);
  const onlyComplaints = filter.reason.length === 1 && filter.reason[0] === 'complaint';
  const { phase } = remove.state;
  const running = phase === 'running';
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (phase !== 'confirm' && phase !== 'running') closeRef.current?.focus();
  }, [phase]);

  const close = () => {
    if (running) return;
    remove.reset();
    setIncludeComplaints(false);
    onClose();
  };
  // The button names what will go: without complaints unless they are included.
  const toRemove =
    total.exact && complaints !== null ? total.count - (includeComplaints ? 0 : complaints) : null;
  const count = total.exact ? formatNumber(total.count) : `more than ${formatNumber(total.count)}`;
  const title =
    phase === 'confirm'
      ? `Remove all ${count} matching suppressions?`
      : running
        ? 'Removing matching suppressions…'
        : phase === 'unsupported'
          ? 'Not available on this service'
          : 'Removal finished';

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={running}
      title={title}
      description={phase === 'confirm' ? 'Mail to these addresses will be delivered again.' : undefined}
      footer={
        phase === 'confirm' ? (
          <DialogActions
            onCancel={close}
            confirmLabel={toRemove === null ? 'Remove all matching' : `Remove ${formatNumber(toRemove)}`}
            destructive
            confirmDisabled={onlyComplaints && !includeComplaints}
            onConfirm={() => void remove.run(includeComplaints)}
          />
        ) : running ? (
          // Stops the removal on the service; what it removed so far can be undone.
          <DialogActions onCancel={remove.cancel} />
        ) : (
          <DialogActions onCancel={close} cancelLabel="Close" cancelRef={closeRef} />
        )
      }
    >
      {phase === 'confirm' ? (
        <FilterRemoveConfirm
          filter={filter}
          complaints={complaints}
          includeComplaints={includeComplaints}
          onIncludeComplaints={setIncludeComplaints}
        />
      ) : (
        <FilterRemoveProgress
          state={remove.state}
          undoState={remove.undoState}
          onUndo={(removal) => void remove.undo(removal)}
        />
      )}
    </Dialog>
  );
}
