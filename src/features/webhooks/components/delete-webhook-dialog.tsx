import { useNavigate } from 'react-router-dom';
import type { Webhook } from '@/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { isolate, formatNumber } from '@/lib/format';
import { useDeleteWebhook } from '../api/webhook-mutations';
import { href } from '@/lib/href';

export function DeleteWebhookDialog({
  webhook,
  open,
  onClose,
}: {
  webhook: Webhook;
  open: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteWebhook();
  const navigate = useNavigate();
  const toast = useToast();
  const close = () => {
    remove.reset();
    onClose();
  };
  const pending = webhook.health?.pending ?? 0;
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      busy={remove.isPending}
      title="Delete webhook?"
      consequence={
        <>
          <bdi className="font-medium break-all text-zinc-900 dark:text-zinc-100">{webhook.url}</bdi> stops
          receiving events at once.
        </>
      }
      confirmLabel="Delete webhook"
      destructive
      onConfirm={() =>
        remove.mutate(webhook.id, {
          onSuccess: () => {
            toast({ tone: 'success', message: `Deleted the webhook for ${isolate(webhook.url)}` });
            navigate(href('webhooks'));
          },
        })
      }
      error={remove.error}
      errorTitle="Couldn't delete the webhook"
    >
      <p>
        Its delivery log goes with it
        {pending > 0
          ? `, and ${formatNumber(pending)} queued ${pending === 1 ? 'delivery is' : 'deliveries are'} dropped`
          : ''}
        . This can't be undone: adding the URL again creates a new webhook with a new secret.
      </p>
    </ConfirmDialog>
  );
}
