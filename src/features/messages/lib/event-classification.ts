import { classifySmtpReply, type BounceClassification, type MessageEvent } from '@/contract';

/** Events whose SMTP reply says why the mail did not arrive. */
const failureTypes = new Set(['bounced', 'deferred', 'failed']);

/**
 * Why a bounce, deferral or failure happened: the service's own classification when it sent one,
 * else the reply classified here, so a service without the field still gets explanations.
 */
export function eventClassification(
  event: Pick<MessageEvent, 'type' | 'bounce_type' | 'smtp_response' | 'classification'>,
): BounceClassification | null {
  if (!failureTypes.has(event.type)) return null;
  if (event.classification) return event.classification;
  if (!event.smtp_response?.trim()) return null;
  const outcome = event.type === 'deferred' ? 'deferral' : event.bounce_type === 'hard' ? 'rejection' : null;
  return classifySmtpReply(event.smtp_response, { outcome });
}
