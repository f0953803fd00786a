import { z } from './zod';
import { alertWebhookEventTypes } from './alerts';
import { idSchema, limitSchema, timeInputSchema, timestampSchema, uuidSchema } from './common';
import { isLoopbackIp } from './ip-embedding';
import { onFirstUse } from './on-first-use';

export const webhookEventTypes = [
  'delivered',
  'bounced',
  'complained',
  'opened',
  'clicked',
  'deferred',
  'failed',
] as const;
export const webhookEventTypeSchema = onFirstUse(() =>
  z.enum(webhookEventTypes, {
    error: `must be one of: ${webhookEventTypes.join(', ')}`,
  }),
);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** `localhost` or a loopback IP, judged by what it carries (`[::ffff:127.0.0.1]` too), as the guard does. */
export const isLoopbackHost = (hostname: string) =>
  hostname.toLowerCase() === 'localhost' || isLoopbackIp(hostname);

/**
 * Why a webhook URL is refused, or null when it is acceptable. Shared by the form (which cannot know
 * whether the service allows loopback, so it lets loopback `http:` through) and the service.
 */
export const webhookUrlProblem = (raw: string, allowLoopbackHttp: boolean): string | null => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL such as https://example.com/hooks';
  }
  if (url.username || url.password) return 'must not contain credentials; use the signing secret instead';
  if (url.protocol === 'https:') return null;
  if (url.protocol !== 'http:') return 'must use https://';
  if (!isLoopbackHost(url.hostname)) return 'must use https:// (plain http:// is allowed only to localhost)';
  if (!allowLoopbackHttp)
    return 'plain http:// to localhost is allowed only when the service runs with ALLOW_LOOPBACK_WEBHOOKS=1';
  return null;
};

/** Extension: delivery health over the last 24 hours, on list items. */
export const webhookHealthSchema = onFirstUse(() =>
  z.object({
    attempts_24h: z.number().check(z.int(), z.nonnegative()),
    succeeded_24h: z.number().check(z.int(), z.nonnegative()),
    last_status_code: z.nullable(z.number().check(z.int())),
    last_error: z.nullable(z.string()),
    last_attempt_at: z.nullable(timestampSchema),
    pending: z.number().check(z.int(), z.nonnegative()),
  }),
);
export type WebhookHealth = z.infer<typeof webhookHealthSchema>;

export const webhookSchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    url: z.string(),
    event_types: z.array(z.string()),
    created_at: timestampSchema,
    health: z.optional(webhookHealthSchema),
    /** Extension: false while paused (nothing new is queued, queued deliveries wait). */
    enabled: z.optional(z.boolean()),
    /**
     * Extension: when a staged new signing secret takes over (null when none is staged); until then
     * deliveries are signed with the current one.
     */
    secret_rotates_at: z.optional(z.nullable(timestampSchema)),
  }),
);
export type Webhook = z.infer<typeof webhookSchema>;

const webhookUrlField = onFirstUse(() =>
  z
    .string({ error: 'must be a string' })
    .check(z.trim(), z.minLength(1, 'is required'), z.maxLength(2048, 'must be at most 2048 characters')),
);
/** What an endpoint may subscribe to: the spec's events, and (extension) the alerts' events. */
const subscribableTypes = [...webhookEventTypes, ...alertWebhookEventTypes] as const;
const subscribableEventTypeSchema = onFirstUse(() =>
  z.enum(subscribableTypes, {
    error: `must be one of: ${subscribableTypes.join(', ')}`,
  }),
);
const eventTypesField = onFirstUse(() =>
  z.pipe(
    z
      .array(subscribableEventTypeSchema, { error: 'must be an array of event types' })
      .check(z.minLength(1, 'must name at least one event type')),
    z.transform((types) => [...new Set(types)]),
  ),
);

export const createWebhookBodySchema = onFirstUse(() =>
  z.strictObject({ url: webhookUrlField, event_types: eventTypesField }),
);

/** Extension: edit in place (same id, secret and history), or pause and resume with `enabled`. */
export const updateWebhookBodySchema = onFirstUse(() =>
  z
    .strictObject({
      url: z.optional(webhookUrlField),
      event_types: z.optional(eventTypesField),
      enabled: z.optional(z.boolean({ error: 'must be true or false' })),
    })
    .check(
      z.refine((b) => Object.keys(b).length > 0, 'must change at least one of url, event_types, enabled'),
    ),
);
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const webhookListDataSchema = onFirstUse(() =>
  z.object({
    webhooks: z.array(webhookSchema),
    /** Not in the spec (its list shape is "not shown"): optional. */
    total: z.optional(z.number().check(z.int(), z.nonnegative())),
  }),
);
export const webhookDataSchema = onFirstUse(() => z.object({ webhook: webhookSchema }));

/**
 * The create and rotate responses: the only times the signing secret is ever shown. The spec shows
 * no secret here, so a service may leave it out (the dashboard then says where to look).
 */
export const webhookWithSecretDataSchema = onFirstUse(() =>
  z.object({
    webhook: z.extend(webhookSchema, { secret: z.optional(z.string().check(z.minLength(1))) }),
  }),
);

/** The longest a rotation can be staged: a week. */
export const maxRotationDelayHours = 168;

/**
 * Extension: stage the new secret. `activate_in_hours` 0 (the default, also with no body at all)
 * replaces the secret now; more keeps signing with the current one until then.
 */
export const rotateSecretBodySchema = onFirstUse(() =>
  z.strictObject({
    activate_in_hours: z.optional(
      z
        .number({ error: `must be a number of hours from 0 to ${maxRotationDelayHours}` })
        .check(
          z.minimum(0, `must be a number of hours from 0 to ${maxRotationDelayHours}`),
          z.maximum(maxRotationDelayHours, `must be a number of hours from 0 to ${maxRotationDelayHours}`),
        ),
    ),
  }),
);
export type RotateSecretBody = z.input<typeof rotateSecretBodySchema>;

/**
 * Extension: send a webhook's deliveries again, under their own delivery ids. `dry_run` only counts
 * them. The service refuses a `since` in the future or before its retention window.
 */
export const replayWebhookBodySchema = onFirstUse(() =>
  z.strictObject({
    since: timeInputSchema,
    failed_only: z.optional(z.boolean({ error: 'must be true or false' })),
    dry_run: z.optional(z.boolean({ error: 'must be true or false' })),
  }),
);
export type ReplayWebhookBody = z.input<typeof replayWebhookBodySchema>;

export const webhookReplayDataSchema = onFirstUse(() =>
  z.object({
    /** Deliveries queued again (with `dry_run`: that would be). */
    replayed: z.number().check(z.int(), z.nonnegative()),
    /** Deliveries that matched but are being sent at this moment: left to that attempt, not doubled. */
    in_flight: z.optional(z.number().check(z.int(), z.nonnegative())),
    dry_run: z.optional(z.boolean()),
  }),
);
export type WebhookReplayData = z.infer<typeof webhookReplayDataSchema>;

/**
 * Spec §6.1's `data` (message_id, subject) with extensions beside them, so a receiver need not ask
 * the API what happened: the `recipient`; on a bounce its `bounce_type` (`hard`|`soft`) and the
 * reply's class (`bounce_class`, `bounce_side`, as the bounce classifier names them); and the
 * receiving server's answer, `smtp_response`, on every event that has one.
 */
export const webhookEventDataSchema = onFirstUse(() =>
  z.object({
    message_id: uuidSchema,
    subject: z.string(),
    recipient: z.optional(z.string()),
    // Strings, not enums: a payload read back from another service must not fail on a new value.
    bounce_type: z.optional(z.string()),
    bounce_class: z.optional(z.string()),
    bounce_side: z.optional(z.string()),
    smtp_response: z.optional(z.string()),
  }),
);
export type WebhookEventData = z.infer<typeof webhookEventDataSchema>;

/**
 * Spec §6.1: the exact body POSTed to a subscriber. `test: true` (beside the spec's fields) marks a
 * test send, so a receiver can tell it from a real event.
 */
export const webhookDeliveryBodySchema = onFirstUse(() =>
  z.object({
    event_type: webhookEventTypeSchema,
    timestamp: timestampSchema,
    data: webhookEventDataSchema,
    test: z.optional(z.literal(true)),
  }),
);
export type WebhookDeliveryBody = z.infer<typeof webhookDeliveryBodySchema>;

export const deliveryStates = ['pending', 'succeeded', 'failed'] as const;

export const deliveryAttemptSchema = onFirstUse(() =>
  z.object({
    attempted_at: timestampSchema,
    status_code: z.nullable(z.number().check(z.int())),
    latency_ms: z.number().check(z.int(), z.nonnegative()),
    error: z.nullable(z.string()),
    response_excerpt: z.nullable(z.string()),
    /** Extension: every header the attempt was sent with, the signature among them. */
    request_headers: z.optional(z.record(z.string(), z.string())),
  }),
);

export const webhookDeliverySchema = onFirstUse(() =>
  z.object({
    id: uuidSchema,
    event_type: z.string(),
    state: z.enum(deliveryStates),
    attempts: z.array(deliveryAttemptSchema),
    next_attempt_at: z.nullable(timestampSchema),
    created_at: timestampSchema,
    payload: webhookDeliveryBodySchema,
  }),
);
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListQuerySchema = onFirstUse(() => z.object({ limit: limitSchema(200, 50) }));

export const webhookDeliveryListDataSchema = onFirstUse(() =>
  z.object({ deliveries: z.array(webhookDeliverySchema) }),
);
export const webhookDeliveryDataSchema = onFirstUse(() => z.object({ delivery: webhookDeliverySchema }));
