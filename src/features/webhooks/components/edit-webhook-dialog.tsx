import type { Webhook } from '@/contract';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/toast';
import { useUpdateWebhook } from '../api/webhook-mutations';
import { useWebhookForm, WebhookFields } from './webhook-form';

const formId = 'edit-webhook-form';

/** Edit in place: same id, same signing secret, the delivery log kept. */
export function EditWebhookDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const update = useUpdateWebhook(webhook.id);
  const toast = useToast();
  const form = useWebhookForm(
    { url: webhook.url, eventTypes: webhook.event_types },
    {
      error: update.error,
      pending: update.isPending,
      onValid: (body) =>
        update.mutate(body, {
          onSuccess: () => {
            toast({ tone: 'success', message: 'Saved. The id, secret and delivery log are unchanged.' });
            onClose();
          },
        }),
    },
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      write={update}
      failure={form.fromService ? undefined : "Couldn't save the webhook"}
      title="Edit webhook"
      description="Changes apply to events from now on. The signing secret and the delivery log stay as they are."
      confirmLabel="Save changes"
      onSubmit={form.onSubmit}
      formId={formId}
    >
      <WebhookFields form={form} formId={formId} onEdit={() => update.error && update.reset()} />
    </FormDialog>
  );
}
