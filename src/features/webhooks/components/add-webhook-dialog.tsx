import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button';
import { createDialogProps, FormDialog } from '@/components/ui/form-dialog';
import { useCreateWebhook } from '../api/webhook-mutations';
import { webhookFormValues } from '../utils/webhook-form';
import { SecretReveal } from './secret-reveal';
import { useWebhookForm, WebhookFields } from './webhook-form';
import { href } from '@/lib/href';

// What nearly every endpoint is for: keeping a list clean of bounces and complaints.
const initial = webhookFormValues('', ['bounced', 'complained']);

export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const form = useWebhookForm(initial);

  const dialog = createDialogProps({ open, onClose, form, write: create });
  const created = create.data?.webhook;
  const outcome = !create.isSuccess
    ? null
    : !created?.secret
      ? {
          title: 'Webhook created',
          description: 'The service accepted the webhook.',
          body: (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              This service did not send a signing secret with its answer. Find the secret where your service
              shows it (its own console or API) and give it to your receiver.
            </p>
          ),
        }
      : {
          title: 'Webhook created',
          description: (
            <span className="break-all">
              Events will be signed and sent to <bdi>{created.url}</bdi>.
            </span>
          ),
          body: <SecretReveal secret={created.secret} />,
          actions: (
            <Link
              to={href('webhook', { id: created.id })}
              onClick={dialog.onClose}
              className={buttonClasses()}
            >
              Open webhook
            </Link>
          ),
        };

  return (
    <FormDialog
      {...dialog}
      failure="Couldn't add the webhook"
      outcome={outcome}
      title="Add webhook"
      description="Relaydesk POSTs a signed JSON body to this URL whenever one of the chosen events happens."
      confirmLabel="Add webhook"
    >
      <WebhookFields urlHint="HTTPS only. Plain http:// works for localhost, and only when the service allows it (development)." />
    </FormDialog>
  );
}
