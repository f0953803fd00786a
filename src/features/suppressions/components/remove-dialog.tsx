import { useState } from 'react';
import type { Suppression } from '@/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/field';
import { Dialog } from '@/components/ui/dialog';
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
    <Dialog
      open={row !== null}
      onClose={close}
      size="sm"
      title="Remove this suppression?"
      description="Mail to this address will be delivered again."
      footer={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="danger"
            disabled={needsConsent && !consent}
            onClick={() => {
              if (!row) return;
              setConsent(false);
              onConfirm(row);
            }}
          >
            Remove
          </Button>
        </>
      }
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
    </Dialog>
  );
}
