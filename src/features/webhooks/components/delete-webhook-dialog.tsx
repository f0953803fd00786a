import { useNavigate } from 'react-router-dom';
import type { Webhook } from '@/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useDeleteWebhook } from '../api/webhook-mutations';

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
    <Dialog
      open={open}
      onClose={close}
      busy={remove.isPending}
      size="sm"
      title="Delete webhook?"
      description={
        <>
          <bdi className="font-medium break-all text-zinc-900 dark:text-zinc-100">{webhook.url}</bdi> stops
          receiving events at once.
        </>
      }
      footer={
        <>
          <Button onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(webhook.id, {
                onSuccess: () => {
                  toast({ tone: 'success', message: `Deleted the webhook for ${isolate(webhook.url)}` });
                  navigate('/webhooks');
                },
              })
            }
          >
            Delete webhook
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
        <p>
          Its delivery log goes with it
          {pending > 0
            ? `, and ${pending} queued ${pending === 1 ? 'delivery is' : 'deliveries are'} dropped`
            : ''}
          . This can't be undone: adding the URL again creates a new webhook with a new secret.
        </p>
        {remove.error && <ErrorState error={remove.error} title="Couldn't delete the webhook" />}
      </div>
    </Dialog>
  );
}
