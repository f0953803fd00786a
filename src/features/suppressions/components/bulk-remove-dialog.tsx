import { useEffect, useRef, useState } from 'react';
import type { Suppression } from '@/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Checkbox } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';
import { useBulkRemove } from '../hooks/use-bulk-remove';
import { BulkRemoveResult } from './bulk-remove-result';
import { ProgressBar } from './progress-bar';
import { RemovalWarning } from './removal-warning';

const listed = 8;

/** Confirms, runs and reports a bulk removal; failures are listed by address and stay selected. */
export function BulkRemoveDialog({
  open,
  rows,
  onClose,
  onKeepSelected,
}: {
  open: boolean;
  rows: readonly Suppression[];
  onClose: () => void;
  onKeepSelected: (rows: Suppression[]) => void;
}) {
  const bulk = useBulkRemove({ onKeepSelected });
  const [consent, setConsent] = useState(false);
  const complaints = rows.filter((row) => row.reason === 'complaint').length;
  const running = bulk.state.phase === 'running';
  const closeRef = useRef<HTMLButtonElement>(null);
  // The Cancel button that had focus is gone once the run ends: hand focus to Close.
  useEffect(() => {
    if (bulk.state.phase === 'finished') closeRef.current?.focus();
  }, [bulk.state.phase]);
  const close = () => {
    if (running) return;
    bulk.reset();
    setConsent(false);
    onClose();
  };
  const count = `${formatNumber(rows.length)} suppression${rows.length === 1 ? '' : 's'}`;

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={running}
      title={
        bulk.state.phase === 'finished'
          ? 'Removal finished'
          : running
            ? `Removing ${count}…`
            : `Remove ${count}?`
      }
      description={
        bulk.state.phase === 'confirm' ? 'Mail to these addresses will be delivered again.' : undefined
      }
      footer={
        bulk.state.phase === 'confirm' ? (
          <DialogActions
            onCancel={close}
            confirmLabel={`Remove ${count}`}
            destructive
            confirmDisabled={complaints > 0 && !consent}
            onConfirm={() => void bulk.run([...rows]).then((clean) => clean && close())}
          />
        ) : running ? (
          // Stops the run between requests: what was removed stays removed.
          <DialogActions onCancel={bulk.cancel} />
        ) : (
          <DialogActions onCancel={close} cancelLabel="Close" cancelRef={closeRef} />
        )
      }
    >
      {bulk.state.phase === 'confirm' && (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-1 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            {rows.slice(0, listed).map((row) => (
              <li key={row.id} className="truncate">
                {row.email}
              </li>
            ))}
            {rows.length > listed && (
              <li className="font-normal text-zinc-500 dark:text-zinc-400">
                and {formatNumber(rows.length - listed)} more
              </li>
            )}
          </ul>
          {complaints > 0 && (
            <>
              <RemovalWarning reason="complaint" count={complaints} />
              <Checkbox
                label={
                  complaints === 1
                    ? 'That recipient asked to receive mail again'
                    : 'Those recipients asked to receive mail again'
                }
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
              />
            </>
          )}
        </div>
      )}
      {bulk.state.phase === 'running' && (
        <div className="flex flex-col gap-2">
          <ProgressBar label="Removal progress" value={bulk.state.done} max={bulk.state.total} />
          <p aria-live="polite" className="text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
            Removed {formatNumber(bulk.state.done)} of {formatNumber(bulk.state.total)}…
          </p>
        </div>
      )}
      {bulk.state.phase === 'finished' && (
        <BulkRemoveResult result={bulk.state.result} skipped={bulk.state.skipped} />
      )}
    </Dialog>
  );
}
