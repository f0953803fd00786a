import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { webhookEventTypes, webhookUrlProblem, type WebhookEventType } from '@/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Checkbox, Field, Input } from '@/components/ui/field';
import { isApiError } from '@/lib/api-client';
import { useCreateWebhook } from '../api/webhook-mutations';
import { eventTypeHints } from '../utils/event-types';
import { SecretReveal } from './secret-reveal';

const formId = 'add-webhook-form';
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Problems {
  url?: string;
  types?: string;
}

/** The form can't know whether the service allows loopback http, so it lets it through; the service decides. */
function validate(url: string, types: ReadonlySet<string>): Problems {
  const urlProblem = url.trim()
    ? webhookUrlProblem(url.trim(), true)
    : 'enter the URL that should receive events';
  return {
    url: urlProblem ? capitalize(urlProblem) + '.' : undefined,
    types: types.size === 0 ? 'Choose at least one event type.' : undefined,
  };
}

/** The service's 400 names the field it refused: show its words next to that field. */
function problemsFromService(error: unknown): Problems | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const found: Problems = {};
  for (const d of error.details) {
    if (d.field === 'url') found.url = capitalize(d.message) + '.';
    else if (d.field?.startsWith('event_types')) found.types = capitalize(d.message) + '.';
  }
  return found.url || found.types ? found : null;
}

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
  const toggle = (type: WebhookEventType, on: boolean) =>
    setTypes((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });

  const local = submitted ? validate(url, types) : {};
  const fromService = create.isPending ? null : problemsFromService(create.error);
  const problems = { url: local.url ?? fromService?.url, types: local.types ?? fromService?.types };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(url, types);
    if (found.url || found.types) {
      if (found.url) urlRef.current?.focus();
      else typesRef.current?.querySelector('input')?.focus();
      return;
    }
    create.mutate({ url: url.trim(), event_types: webhookEventTypes.filter((t) => types.has(t)) });
  };

  const created = create.data?.webhook;
  if (created) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Webhook created"
        description={<span className="break-all">Events will be signed and sent to {created.url}.</span>}
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
        <fieldset
          ref={typesRef}
          aria-describedby={problems.types ? `${formId}-types-error` : undefined}
          className="relative min-w-0"
        >
          <legend className="float-left w-full py-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Events
          </legend>
          <div className="absolute top-0 right-0 flex gap-1">
            <Button size="sm" variant="ghost" onClick={() => setTypes(new Set(webhookEventTypes))}>
              Select all
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setTypes(new Set())}>
              Clear
            </Button>
          </div>
          {problems.types && (
            <p
              id={`${formId}-types-error`}
              className="clear-both pt-1 text-sm text-red-600 dark:text-red-400"
            >
              {problems.types}
            </p>
          )}
          <div className="clear-both grid gap-3 pt-3 sm:grid-cols-2">
            {webhookEventTypes.map((type) => (
              <Checkbox
                key={type}
                label={type}
                hint={eventTypeHints[type]}
                checked={types.has(type)}
                onChange={(e) => toggle(type, e.target.checked)}
                aria-invalid={problems.types ? true : undefined}
              />
            ))}
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
