import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { webhookEventTypes, type WebhookEventType } from '@/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Field, Input } from '@/components/ui/field';
import { useCreateWebhook } from '../api/webhook-mutations';
import { problemsFromService, validateWebhookForm } from '../utils/webhook-form';
import { EventTypesFieldset } from './event-types-fieldset';
import { SecretReveal } from './secret-reveal';

const formId = 'add-webhook-form';

export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<ReadonlySet<WebhookEventType>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const typesRef = useRef<HTMLFieldSetElement>(null);

  const close = () => {
    create.reset();
    setUrl('');
    setTypes(new Set());
    setSubmitted(false);
    onClose();
  };

  const local = submitted ? validateWebhookForm(url, types) : {};
  const fromService = create.isPending ? null : problemsFromService(create.error);
  const problems = { url: local.url ?? fromService?.url, types: local.types ?? fromService?.types };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateWebhookForm(url, types);
    if (found.url || found.types) {
      if (found.url) urlRef.current?.focus();
      else typesRef.current?.querySelector('input')?.focus();
      return;
    }
    create.mutate({ url: url.trim(), event_types: webhookEventTypes.filter((t) => types.has(t)) });
  };

  const created = create.data?.webhook;
  if (create.isSuccess && !created?.secret) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Webhook created"
        description="The service accepted the webhook."
        footer={
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        }
      >
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          This service did not send a signing secret with its answer. Find the secret where your service shows
          it (its own console or API) and give it to your receiver.
        </p>
      </Dialog>
    );
  }
  if (created?.secret) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Webhook created"
        description={
          <span className="break-all">
            Events will be signed and sent to <bdi>{created.url}</bdi>.
          </span>
        }
        footer={
          <>
            <Link to={`/webhooks/${created.id}`} onClick={close} className={buttonClasses()}>
              Open webhook
            </Link>
            <Button variant="primary" onClick={close}>
              Done
            </Button>
          </>
        }
      >
        <SecretReveal secret={created.secret} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      busy={create.isPending}
      title="Add webhook"
      description="Relaydesk POSTs a signed JSON body to this URL whenever one of the chosen events happens."
      footer={
        <>
          <Button onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={create.isPending}>
            Add webhook
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {create.error && !fromService && <ErrorState error={create.error} title="Couldn't add the webhook" />}
        <Field
          label="URL"
          error={problems.url}
          hint="HTTPS only. Plain http:// works for localhost, and only when the service allows it (development)."
        >
          {(control) => (
            <Input
              {...control}
              ref={urlRef}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://example.com/webhooks/email"
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                // The service's verdict was about the old value.
                if (create.error) create.reset();
              }}
            />
          )}
        </Field>
        <EventTypesFieldset
          ref={typesRef}
          selected={types}
          onChange={setTypes}
          error={problems.types}
          errorId={`${formId}-types-error`}
        />
      </form>
    </Dialog>
  );
}
