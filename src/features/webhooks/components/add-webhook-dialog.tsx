import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { useCreateWebhook } from '../api/webhook-mutations';
import { SecretReveal } from './secret-reveal';
import { useWebhookForm, WebhookFields } from './webhook-form';
import { href } from '@/lib/href';

const formId = 'add-webhook-form';
const preselected = ['bounced', 'complained'] as const;

export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const form = useWebhookForm(
    // What nearly every endpoint is for: keeping a list clean of bounces and complaints.
    { url: '', eventTypes: preselected },
    { error: create.error, pending: create.isPending, onValid: (body) => create.mutate(body) },
  );

  const close = () => {
    create.reset();
    form.reset();
    onClose();
  };

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
            <Link to={href('webhook', { id: created.id })} onClick={close} className={buttonClasses()}>
              Open webhook
            </Link>
          ),
        };

  return (
    <FormDialog
      open={open}
      onClose={close}
      write={create}
      failure={form.fromService ? undefined : "Couldn't add the webhook"}
      outcome={outcome}
      title="Add webhook"
      description="Relaydesk POSTs a signed JSON body to this URL whenever one of the chosen events happens."
      confirmLabel="Add webhook"
      onSubmit={form.onSubmit}
      formId={formId}
    >
      <WebhookFields
        form={form}
        formId={formId}
        urlHint="HTTPS only. Plain http:// works for localhost, and only when the service allows it (development)."
        onEdit={() => create.error && create.reset()}
      />
    </FormDialog>
  );
}
