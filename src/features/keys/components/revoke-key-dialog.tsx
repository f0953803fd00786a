import type { ApiKey } from '@/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useRevokeKey } from '../api/key-mutations';

export function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeKey();
  const toast = useToast();
  return (
    <ConfirmDialog
      onClose={onClose}
      busy={revoke.isPending}
      title="Revoke this key?"
      consequence={
        <>
          <span className="font-medium text-zinc-900 dark:text-zinc-100">{apiKey.name}</span> (…
          {apiKey.key_hint}) stops working at once, in every session and script that uses it. This can't be
          undone.
        </>
      }
      confirmLabel="Revoke key"
      destructive
      onConfirm={() =>
        revoke.mutate(apiKey.id, {
          onSuccess: () => {
            toast({ tone: 'success', message: `Revoked the key ${isolate(apiKey.name)}` });
            onClose();
          },
        })
      }
      error={revoke.error}
      errorTitle="Couldn't revoke the key"
    />
  );
}
