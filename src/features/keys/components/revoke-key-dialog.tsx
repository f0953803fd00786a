import type { ApiKey } from '@/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useRevokeKey } from '../api/key-mutations';

export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeKey();
  const toast = useToast();
  return (
    <Dialog
      open
      onClose={onClose}
      busy={revoke.isPending}
      size="sm"
      title="Revoke this key?"
      description={
        <>
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{apiKey.name}</span> (…
          {apiKey.key_hint}) stops working at once, in every session and script that uses it. This can't be
          undone.
        </>
      }
      footer={
        <>
          <Button onClick={onClose} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => {
                  toast({ tone: 'success', message: `Revoked the key ${isolate(apiKey.name)}` });
                  onClose();
                },
              })
            }
          >
            Revoke key
          </Button>
        </>
      }
    >
      {revoke.error ? <ErrorState error={revoke.error} title="Couldn't revoke the key" /> : null}
    </Dialog>
  );
}
