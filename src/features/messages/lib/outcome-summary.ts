import type { Message, MessageEvent } from '@/contract';
import type { FailureStory } from '@/lib/failure-story';
import { formatDuration, formatNumber } from '@/lib/format';

const since = (from: string, to: string) => formatDuration(Date.parse(to) - Date.parse(from));
const quote = (text: string | undefined) => (text ? `: “${text}”` : '');
const server = (event: MessageEvent | undefined) =>
  event?.mx_host ? `The mail server ${event.mx_host}` : "The recipient's mail server";

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** `, following 1 soft bounce and 2 deferrals`: the retries a delivery needed, if any. */
function retries(events: readonly MessageEvent[]): string {
  const soft = events.filter((e) => e.type === 'bounced' && e.bounce_type === 'soft').length;
  const deferred = events.filter((e) => e.type === 'deferred').length;
  const what = [soft && plural(soft, 'soft bounce'), deferred && plural(deferred, 'deferral')].filter(
    Boolean,
  );
  return what.length ? `, following ${what.join(' and ')}` : '';
}

/**
 * The story of a message in one or two sentences, from its status and timeline: what a support
 * person would otherwise piece together from the rows below. For a failure, what it says of the
 * address is the failure story's (the stored classification's), never a guess from the status.
 */
export function describeOutcome(
  message: Message,
  events: readonly MessageEvent[],
  story?: FailureStory | null,
): string {
  const verdict = story ? ` ${story.address}` : '';
  const last = (type: string) => events.findLast((e) => e.type === type);
  const count = (type: string) => events.filter((e) => e.type === type).length;
  const delivered = last('delivered');

  switch (message.status) {
    case 'pending':
    case 'queued':
      return 'Accepted and waiting to be sent. This page updates as it moves on.';
    case 'deferred': {
      const deferred = last('deferred');
      return `${server(deferred)} asked to try again later${quote(deferred?.smtp_response)}.${verdict} The service is retrying (${formatNumber(count('deferred'))} deferral${count('deferred') === 1 ? '' : 's'} so far).`;
    }
    case 'soft_bounced': {
      const bounce = last('bounced');
      return `${server(bounce)} refused it for now${quote(bounce?.smtp_response)}.${verdict} The service will try again.`;
    }
    case 'hard_bounced': {
      const bounce = last('bounced');
      return `${server(bounce)} refused it permanently${quote(bounce?.smtp_response)}.${verdict}`;
    }
    case 'failed': {
      const failed = last('failed');
      return `Not delivered: the service gave up${quote(failed?.smtp_response)}.${verdict}`;
    }
    case 'delivered':
    case 'complained': {
      const parts: string[] = [];
      const at = message.delivered_at ?? delivered?.timestamp;
      const where = delivered?.mx_host ? ` to ${delivered.mx_host}` : '';
      const tls = delivered?.tls === true ? ' over TLS' : delivered?.tls === false ? ' without TLS' : '';
      const retried = retries(events);
      parts.push(
        at
          ? `Delivered${where}${tls} ${since(message.created_at, at)} after it was accepted${retried}.`
          : `Delivered${where}${tls}${retried}.`,
      );
      const opened = events.find((e) => e.type === 'opened');
      if (opened && at) parts.push(`Opened ${since(at, opened.timestamp)} later.`);
      if (events.some((e) => e.type === 'clicked')) parts.push('A link was clicked.');
      const complaint = last('complained');
      if (message.status === 'complained') {
        parts.push(
          complaint && at
            ? `Marked as spam ${since(at, complaint.timestamp)} after delivery.`
            : 'The recipient marked it as spam.',
        );
      }
      return parts.join(' ');
    }
  }
}
