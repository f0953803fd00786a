import type { Webhook } from '@/contract';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/toast';
import { useUpdateWebhook } from '../api/webhook-mutations';
import { webhookFormValues } from '../utils/webhook-form';
import { useWebhookForm, WebhookFields } from './webhook-form';

/** Edit in place: same id, same signing secret, the delivery log kept. */
export function EditWebhookDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const update = useUpdateWebhook(webhook.id);
  const toast = useToast();
  const form = useWebhookForm(webhookFormValues(webhook.url, webhook.event_types));

  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      write={update}
      onValid={(body) =>
        update.mutate(body, {
          onSuccess: () => {
            toast({ tone: 'success', message: 'Saved. The id, secret and delivery log are unchanged.' });
            onClose();
          },
        })
      }
      failure="Couldn't save the webhook"
      title="Edit webhook"
      description="Changes apply to events from now on. The signing secret and the delivery log stay as they are."
      confirmLabel="Save changes"
    >
      <WebhookFields />
    </FormDialog>
  );
}
