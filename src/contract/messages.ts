import { z } from 'zod';
import { cursorSchema, emailSchema, limitSchema, timestampSchema, uuidSchema } from './common';

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
export const messageStatusSchema = z.enum(messageStatuses, {
  error: `must be one of: ${messageStatuses.join(', ')}`,
});
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** Statuses after which nothing more happens to a message on its way to the recipient. */
export const finalStatuses: readonly MessageStatus[] = ['delivered', 'hard_bounced', 'complained', 'failed'];

export const messageSchema = z.object({
  id: uuidSchema,
  subject: z.string(),
  status: messageStatusSchema,
  created_at: timestampSchema,
  delivered_at: timestampSchema.nullable().optional(),
  // Extensions (DESIGN.md): absent on a service that only implements the spec.
  to: z.string().optional(),
  from: z.string().optional(),
  domain_id: z.number().int().nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;

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
export const messageEventSchema = z.object({
  type: z.string(),
  timestamp: timestampSchema,
  tls: z.boolean().optional(),
  bounce_type: z.enum(bounceTypes).optional(),
  smtp_response: z.string().optional(),
  mx_host: z.string().optional(),
  url: z.string().optional(),
  user_agent: z.string().optional(),
});
export type MessageEvent = z.infer<typeof messageEventSchema>;

export const messageDataSchema = z.object({ message: messageSchema });
export const messageEventsDataSchema = z.object({ events: z.array(messageEventSchema) });

export const messageListQuerySchema = z.object({
  to: emailSchema,
  status: messageStatusSchema.optional(),
  limit: limitSchema(100, 20),
  cursor: cursorSchema.optional(),
});
export type MessageListParams = z.input<typeof messageListQuerySchema>;

export const messageListDataSchema = z.object({
  messages: z.array(messageSchema),
  next_cursor: z.string().nullable(),
});
export type MessageListData = z.infer<typeof messageListDataSchema>;

export const createMessageBodySchema = z.strictObject({
  to: emailSchema,
  from: emailSchema.optional(),
  subject: z.string().trim().min(1, 'must not be empty').max(998, 'must be at most 998 characters'),
  text: z.string().max(100_000, 'must be at most 100000 characters').optional(),
});
export type CreateMessageBody = z.input<typeof createMessageBodySchema>;
