import { classifySmtpReply, type BounceClassification } from '../../../src/contract';

/** The events whose SMTP reply says why mail failed or waited. */
const classifiedEvents: ReadonlySet<string> = new Set(['bounced', 'deferred', 'failed']);

/**
 * The classification of an event's SMTP reply, or null when it has none. Only the class and side are
 * stored (for filters); the rest is derived again on read from the stored reply, so rows stay small
 * and an improved classifier explains old replies better.
 */
export function classifyEvent(type: string, attrs: Record<string, unknown>): BounceClassification | null {
  if (!classifiedEvents.has(type)) return null;
  const reply = attrs.smtp_response;
  return typeof reply === 'string' && reply.trim() ? classifySmtpReply(reply) : null;
}

/** The classification of a stored reply, or null when there is none. */
export const classifyStoredReply = (reply: unknown): BounceClassification | null =>
  typeof reply === 'string' && reply.trim() ? classifySmtpReply(reply) : null;
