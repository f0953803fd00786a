import { useRef, useState, type FormEvent } from 'react';
import { webhookEventTypes, type Webhook, type WebhookEventType } from '@/contract';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Field, Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUpdateWebhook } from '../api/webhook-mutations';
import { problemsFromService, validateWebhookForm } from '../utils/webhook-form';
import { EventTypesFieldset } from './event-types-fieldset';

const formId = 'edit-webhook-form';

/** Edit in place: same id, same signing secret, the delivery log kept. */
export function EditWebhookDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const update = useUpdateWebhook(webhook.id);
  const toast = useToast();
  const [url, setUrl] = useState(webhook.url);
  const [types, setTypes] = useState<ReadonlySet<WebhookEventType>>(
    new Set(
      webhook.event_types.filter((t): t is WebhookEventType =>
        (webhookEventTypes as readonly string[]).includes(t),
      ),
    ),
  );
  const [submitted, setSubmitted] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const typesRef = useRef<HTMLFieldSetElement>(null);

  const local = submitted ? validateWebhookForm(url, types) : {};
  const fromService = update.isPending ? null : problemsFromService(update.error);
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
    update.mutate(
      { url: url.trim(), event_types: webhookEventTypes.filter((t) => types.has(t)) },
      {
        onSuccess: () => {
          toast({ tone: 'success', message: 'Saved. The id, secret and delivery log are unchanged.' });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      busy={update.isPending}
      title="Edit webhook"
      description="Changes apply to events from now on. The signing secret and the delivery log stay as they are."
      footer={
        <>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={update.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {update.error && !fromService && (
          <ErrorState error={update.error} title="Couldn't save the webhook" />
        )}
        <Field label="URL" error={problems.url}>
          {(control) => (
            <Input
              {...control}
              ref={urlRef}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                if (update.error) update.reset();
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
