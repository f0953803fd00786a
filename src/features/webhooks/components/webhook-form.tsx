import { useRef, useState, type FormEvent } from 'react';
import { alertWebhookEventTypes, webhookEventTypes, type CreateWebhookBody } from '@/contract';
import { addressInput, InputField } from '@/components/ui/field';
import { problemsFromService, validateWebhookForm } from '../utils/webhook-form';
import { EventTypesFieldset } from './event-types-fieldset';

/** Every type the form can show, in the service's order: the spec's, then the alert events. */
const formTypes: readonly string[] = [...webhookEventTypes, ...alertWebhookEventTypes];
const known = (t: string) => formTypes.includes(t);

/**
 * The URL and event types of a webhook, as the add and edit dialogs both ask them: local checks on
 * submit, the service's refusal next to the field it names, focus on the first problem.
 */
export function useWebhookForm(
  initial: { url: string; eventTypes: readonly string[] },
  {
    error,
    pending,
    onValid,
  }: {
    error: unknown;
    pending: boolean;
    onValid: (body: CreateWebhookBody) => void;
  },
) {
  const [url, setUrl] = useState(initial.url);
  const [types, setTypes] = useState<ReadonlySet<string>>(new Set(initial.eventTypes.filter(known)));
  const [submitted, setSubmitted] = useState(false);
  const urlRef = useRef<HTMLInputElement>(null);
  const typesRef = useRef<HTMLFieldSetElement>(null);

  const local = submitted ? validateWebhookForm(url, types) : {};
  const fromService = pending ? null : problemsFromService(error);
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
    // The alert events are accepted where the service offers alerts (the picker shows them only there);
    // the contract's event type list names the spec's.
    onValid({
      url: url.trim(),
      event_types: formTypes.filter((t) => types.has(t)) as CreateWebhookBody['event_types'],
    });
  };
  const reset = () => {
    setUrl(initial.url);
    setTypes(new Set(initial.eventTypes.filter(known)));
    setSubmitted(false);
  };
  return { url, setUrl, types, setTypes, urlRef, typesRef, problems, fromService, onSubmit, reset };
}

export function WebhookFields({
  form,
  formId,
  urlHint,
  onEdit,
}: {
  form: ReturnType<typeof useWebhookForm>;
  formId: string;
  urlHint?: string;
  /** Called as the URL changes: the service's verdict was about the old value. */
  onEdit: () => void;
}) {
  const { urlRef, typesRef } = form;
  return (
    <>
      <InputField
        label="URL"
        error={form.problems.url}
        hint={urlHint}
        ref={urlRef}
        {...addressInput('url')}
        placeholder="https://example.com/webhooks/email"
        value={form.url}
        onChange={(e) => {
          form.setUrl(e.target.value);
          onEdit();
        }}
      />
      <EventTypesFieldset
        ref={typesRef}
        selected={form.types}
        onChange={form.setTypes}
        error={form.problems.types}
        errorId={`${formId}-types-error`}
      />
    </>
  );
}
