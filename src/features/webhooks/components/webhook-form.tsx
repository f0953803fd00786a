import { addressInput } from '@/components/ui/field';
import { FormInput, useContractForm } from '@/components/ui/form';
import {
  describeWebhookProblem,
  webhookFormBody,
  webhookFormSchema,
  type WebhookFormValues,
} from '../utils/webhook-form';
import { EventTypesFieldset } from './event-types-fieldset';

/** The URL and event types of a webhook, as the add and edit dialogs both ask them, on the form kit. */
export const useWebhookForm = (initial: WebhookFormValues) =>
  useContractForm({
    schema: webhookFormSchema,
    initial,
    toBody: webhookFormBody,
    describe: describeWebhookProblem,
  });

export function WebhookFields({ urlHint }: { urlHint?: string }) {
  return (
    <>
      <FormInput
        name="url"
        label="URL"
        hint={urlHint}
        {...addressInput('url')}
        placeholder="https://example.com/webhooks/email"
      />
      <EventTypesFieldset />
    </>
  );
}
