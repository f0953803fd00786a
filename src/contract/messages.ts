import { z } from './zod';
import { emailSchema, oneLineCheck, timestampSchema, uuidSchema } from './common';
import { bounceClassificationSchema } from './bounces';
import { onFirstUse } from './on-first-use';

/**
 * Extension: why a bounce, deferral or failure happened (the SMTP reply classified when the event was
 * recorded). Another service's own field of that name, in another shape, reads as absent.
 */
const classificationField = onFirstUse(() =>
  z.optional(z.catch(z.optional(bounceClassificationSchema), undefined)),
);

export const messageStatuses = [
  'pending',
  'queued',
  'delivered',
  'soft_bounced',
  'hard_bounced',
  'complained',
  'deferred',
  'failed',
] as const;
export const messageStatusSchema = onFirstUse(() =>
  z.enum(messageStatuses, {
    error: `must be one of: ${messageStatuses.join(', ')}`,
  }),
);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** Statuses after which nothing more happens to a message on its way to the recipient. */
export const finalStatuses: readonly MessageStatus[] = ['delivered', 'hard_bounced', 'complained', 'failed'];

export const messageSchema = onFirstUse(() =>
  z.object({
    id: uuidSchema,
    subject: z.string(),
    status: messageStatusSchema,
    created_at: timestampSchema,
    delivered_at: z.optional(z.nullable(timestampSchema)),
    // Extensions (DESIGN.md): absent on a service that only implements the spec.
    to: z.optional(z.string()),
    from: z.optional(z.string()),
    domain_id: z.optional(z.nullable(z.number().check(z.int()))),
    /** The newest event's type and time (the activity log's extension); null before any event. */
    last_event: z.optional(z.nullable(z.object({ type: z.string(), timestamp: timestampSchema }))),
    /** The classification of the message's newest bounce, deferral or failure (activity log). */
    classification: classificationField,
    /**
     * Who sent it (extension): `customer` (the customer's own mail) or `system` (a Relaydesk notice,
     * such as an alert email, counted in no statistics). A string: a service may name other origins.
     */
    origin: z.optional(
      z
        .string()
        .check(z.describe('`customer`, or `system` for a Relaydesk notification such as an alert email')),
    ),
    /** `transactional` or `bulk` (extension, issue 56). A string: a service may name other streams. */
    stream: z.optional(z.string()),
    /**
     * The headers the message was sent with beyond the envelope's own: the caller's and the service's
     * (one-click unsubscribe on bulk mail), as name/value pairs in order (extension, issue 56).
     */
    headers: z.optional(z.array(z.object({ name: z.string(), value: z.string() }))),
  }),
);
export type Message = z.infer<typeof messageSchema>;

/**
 * Mail streams (issue 56): `transactional` (the default: receipts, sign-in codes) or `bulk` (marketing,
 * newsletters). Bulk mail gets RFC 8058 one-click unsubscribe headers from the service; transactional
 * mail never does unless the caller passes them.
 */
export const messageStreams = ['transactional', 'bulk'] as const;
export type MessageStream = (typeof messageStreams)[number];
export const messageStreamSchema = onFirstUse(() =>
  z.enum(messageStreams, { error: `must be one of: ${messageStreams.join(', ')}` }),
);

/**
 * Caller headers the send endpoint accepts: at most 20, names from this list or starting `X-`
 * (never one the service sets: From, To, Subject, Date, Message-ID, DKIM-Signature, Return-Path,
 * Received, MIME-Version, Content-*; nor List-Unsubscribe* on bulk mail, which the service sets),
 * values one line (no CR or LF: no header injection), at most 998 characters each.
 */
export const callerHeaderNames = [
  'Reply-To',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Id',
  'In-Reply-To',
  'References',
  'Precedence',
  'Auto-Submitted',
  'Feedback-ID',
] as const;
export const callerHeaderLimits = { count: 20, nameLength: 76, valueLength: 998 } as const;
/** Headers the service sets itself on bulk mail. */
export const oneClickHeaderNames = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
/** The public one-click unsubscribe page and endpoint (RFC 8058), on PUBLIC_URL, outside `/api/v1`. */
export const unsubscribePathPrefix = '/unsubscribe/';
export const messageOrigins = ['customer', 'system'] as const;
export type MessageOrigin = (typeof messageOrigins)[number];

export const messageEventTypes = [
  'queued',
  'sent',
  'delivered',
  'deferred',
  'bounced',
  'complained',
  'opened',
  'clicked',
  'failed',
] as const;
export type MessageEventType = (typeof messageEventTypes)[number];
export const bounceTypes = ['hard', 'soft'] as const;

/**
 * A timeline event. `type` stays a plain string when parsing: a service may add event types,
 * and the timeline must still show them rather than fail.
 */
export const messageEventSchema = onFirstUse(() =>
  z.object({
    type: z.string(),
    timestamp: timestampSchema,
    tls: z.optional(z.boolean()),
    bounce_type: z.optional(z.enum(bounceTypes)),
    smtp_response: z.optional(z.string()),
    mx_host: z.optional(z.string()),
    url: z.optional(z.string()),
    user_agent: z.optional(z.string()),
    classification: classificationField,
  }),
);
export type MessageEvent = z.infer<typeof messageEventSchema>;

export const messageDataSchema = onFirstUse(() => z.object({ message: messageSchema }));
export const messageEventsDataSchema = onFirstUse(() => z.object({ events: z.array(messageEventSchema) }));

export const createMessageBodySchema = onFirstUse(() =>
  z.strictObject({
    to: emailSchema,
    from: z.optional(emailSchema),
    subject: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(998, 'must be at most 998 characters'),
        oneLineCheck(),
      ),
    text: z.optional(z.string().check(z.maxLength(100_000, 'must be at most 100000 characters'))),
    /** Extension (issue 56): `transactional` when left out. */
    stream: z.optional(messageStreamSchema),
    /**
     * Extension (issue 56): caller headers, `{ "Reply-To": "…" }` (see `callerHeaderNames`); the
     * service refuses any other name, a line break in a value, or one it sets itself (400 naming it).
     */
    headers: z.optional(z.record(z.string(), z.string())),
  }),
);
export type CreateMessageBody = z.input<typeof createMessageBodySchema>;
