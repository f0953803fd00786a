import {
  alertWebhookEventTypes,
  createWebhookBodySchema,
  webhookEventTypes,
  webhookUrlProblem,
} from '@/contract';
import { onFirstUse } from '@/contract/on-first-use';
import { z } from '@/contract/zod';

/** Every type the form can show, in the service's order: the spec's, then the alert events. */
export const formEventTypes: readonly string[] = [...webhookEventTypes, ...alertWebhookEventTypes];

/** What the add and edit dialogs hold: the URL as typed, the types ticked. */
export interface WebhookFormValues {
  url: string;
  event_types: readonly string[];
}

export const webhookFormValues = (url: string, types: readonly string[]): WebhookFormValues => ({
  url,
  event_types: types.filter((t) => formEventTypes.includes(t)),
});

/**
 * The contract's create body, with the URL checked as the service checks it (webhookUrlProblem).
 * The form can't know whether the service allows loopback http, so it lets it through; the service decides.
 */
export const webhookFormSchema = onFirstUse(() =>
  z.strictObject({
    ...createWebhookBodySchema.shape,
    url: createWebhookBodySchema.shape.url.check(
      z.refine((url: string) => webhookUrlProblem(url, true) === null, {
        error: (issue) => webhookUrlProblem(String(issue.input), true) ?? undefined,
      }),
    ),
  }),
);

/**
 * The body the values stand for: the types in the service's order, whatever order they were ticked
 * in. The alert events are accepted where the service offers alerts (the picker shows them only there).
 */
export const webhookFormBody = ({ url, event_types }: WebhookFormValues) => ({
  url,
  event_types: formEventTypes.filter((t) => event_types.includes(t)),
});

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}${s.endsWith('.') ? '' : '.'}`;

/** The contract's words (and the service's), said as what to do. */
export function describeWebhookProblem(
  field: keyof WebhookFormValues,
  message: string,
  values: WebhookFormValues,
) {
  if (field === 'url' && !values.url.trim()) return 'Enter the URL that should receive events.';
  if (field === 'event_types' && values.event_types.length === 0) return 'Choose at least one event type.';
  return sentence(message);
}
