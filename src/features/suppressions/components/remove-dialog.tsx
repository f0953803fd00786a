import { useState } from 'react';
import type { Suppression } from '@/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox } from '@/components/ui/field';
import { formatUtc } from '@/lib/format';
import { ReasonBadge } from './reason-badge';
import { RemovalWarning } from './removal-warning';

/** Confirms one removal, naming the address; a complaint needs an explicit "they asked" tick. */
export function RemoveDialog({
  row,
  onConfirm,
  onClose,
}: {
  row: Suppression | null;
  onConfirm: (row: Suppression) => void;
  onClose: () => void;
}) {
  const [consent, setConsent] = useState(false);
  const close = () => {
    setConsent(false);
    onClose();
  };
  const needsConsent = row?.reason === 'complaint';
  return (
    <ConfirmDialog
      open={row !== null}
      onClose={close}
      title="Remove this suppression?"
      consequence="Mail to this address will be delivered again."
      confirmLabel="Remove"
      destructive
      confirmDisabled={needsConsent && !consent}
      onConfirm={() => {
        if (!row) return;
        setConsent(false);
        onConfirm(row);
      }}
    >
      {row && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-zinc-500 dark:text-zinc-400">Address</dt>
            <dd className="font-medium break-all text-zinc-900 dark:text-zinc-100">{row.email}</dd>
            <dt className="text-zinc-500 dark:text-zinc-400">Reason</dt>
            <dd>
              <ReasonBadge reason={row.reason} tooltip={false} />
            </dd>
            <dt className="text-zinc-500 dark:text-zinc-400">Since</dt>
            <dd className="text-zinc-700 dark:text-zinc-300">{formatUtc(row.created_at)}</dd>
          </dl>
          <RemovalWarning reason={row.reason} />
          {needsConsent && (
            <Checkbox
              label="The recipient asked to receive mail again"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
