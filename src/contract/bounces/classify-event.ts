import { bounceClassSide, type BounceClass, type BounceClassification } from './classes';
import { classifySmtpReply } from './classify';
import { parseSmtpReply, type SmtpReplyHints } from './parse-reply';
import { classWords } from './rules/explanations';

/** The events whose SMTP reply says why mail failed or waited. */
export const classifiedEventTypes: ReadonlySet<string> = new Set(['bounced', 'deferred', 'failed']);

interface EventReply {
  type: string;
  bounce_type?: unknown;
  smtp_response?: unknown;
}

/**
 * The one hint policy: what the event itself says beside the reply. A deferral was retried; a hard
 * bounce was final; a soft bounce or a failure lets the reply's own code decide (a 4xx the service
 * later gave up on was still a passing state).
 */
export const eventReplyHints = (event: EventReply): SmtpReplyHints => ({
  outcome: event.type === 'deferred' ? 'deferral' : event.bounce_type === 'hard' ? 'rejection' : null,
});

const replyOf = (event: EventReply) =>
  typeof event.smtp_response === 'string' && event.smtp_response.trim() ? event.smtp_response : null;

/**
 * The classification written with an event, once, when the event is recorded (the service), or of a
 * reply pasted to be explained (the console): the same function and hints on both sides. Null for
 * events that are not failures or carry no reply.
 */
export function classifyEventReply(event: EventReply): BounceClassification | null {
  const reply = replyOf(event);
  if (!classifiedEventTypes.has(event.type) || !reply) return null;
  return classifySmtpReply(reply, eventReplyHints(event));
}

/**
 * A stored class with its words: the class and side are the ones written with the event and are
 * never decided again here (a classifier change reaches stored events only through a migration).
 * The reply's own words are quoted only when today's reading agrees with the stored class;
 * otherwise the class's own line.
 */
export function storedClassification(
  stored: { class: BounceClass },
  event: EventReply,
): BounceClassification {
  const cls = stored.class;
  const reply = replyOf(event);
  const reading = reply ? classifySmtpReply(reply, eventReplyHints(event)) : null;
  if (reading && reading.class === cls) return reading;
  const parsed = reply ? parseSmtpReply(reply, eventReplyHints(event)) : null;
  return {
    class: cls,
    side: bounceClassSide[cls],
    code: parsed?.code ?? null,
    enhanced: parsed?.enhanced ?? null,
    blocklist: null,
    ...classWords[cls],
  };
}
