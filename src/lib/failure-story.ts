import type { BounceClassification, DomainRecordKind, MessageStatus } from '@/contract';
import { bounceClassLabels } from '@/lib/labels/bounce-labels';

/**
 * Where a failed message stands: the service is still retrying, it gave up, the address went on the
 * suppression list, or a sender-side refusal left the address off the list (or taken off it).
 */
export type FailureOutcome = 'retrying' | 'gave_up' | 'suppressed' | 'kept';
export const failureOutcomes: readonly FailureOutcome[] = ['retrying', 'gave_up', 'suppressed', 'kept'];

/**
 * The outcome from the message's status and, when known, whether its address is on the suppression
 * list now. A hard bounce is suppressed (the spec's rule) unless the list says otherwise.
 */
export function failureOutcome(status: MessageStatus, suppressed?: boolean): FailureOutcome | null {
  switch (status) {
    case 'deferred':
    case 'soft_bounced':
      return 'retrying';
    case 'failed':
      return 'gave_up';
    case 'hard_bounced':
      return suppressed === false ? 'kept' : 'suppressed';
    default:
      return null;
  }
}

export interface FailureStory {
  /** What the reply means: the stored explanation, without "the service retries" once they ended. */
  explanation: string | null;
  /** What the failure says about the address, in one sentence. */
  address: string;
  /** What the service does or did about it, in one sentence. */
  consequence: string;
  /** The one next step, given the class and where the message stands. */
  action: string;
}

const what = (c: BounceClassification) => bounceClassLabels[c.class].toLowerCase();

function addressVerdict(c: BounceClassification | null): string {
  switch (c?.side) {
    case 'recipient':
      return c.class === 'invalid_recipient'
        ? 'The address does not exist or cannot receive mail.'
        : 'The mailbox exists but cannot take mail now.';
    case 'sender':
      return `The address is probably fine: the refusal was about your sending (${what(c)}).`;
    case 'temporary':
      return 'A passing condition at the receiver; nothing says the address is wrong.';
    default:
      return 'The reply does not say whether the address is at fault.';
  }
}

const consequences: Record<FailureOutcome, string> = {
  retrying: 'The service is retrying.',
  gave_up: 'The service gave up; it will not retry this message.',
  suppressed: "The address is on the suppression list: the service won't send to it.",
  kept: 'The address is not on the suppression list: the service still sends to it.',
};

// A promise of retries at the end of an explanation ("…; the service retries."), untrue once they ended.
const retryClause = /;\s*(it will be retried|the service retries)\.?$/i;

// Advice that only makes sense while retries are still coming.
const waitsForRetries = /let the retries run|the service retries|retries/i;

function nextStep(c: BounceClassification | null, outcome: FailureOutcome): string {
  const own = c?.action ?? 'Read the reply for a reason, or paste it into Explain a reply.';
  switch (outcome) {
    case 'retrying':
      return own;
    case 'gave_up':
      if (c?.side === 'sender') return `${own} Then send the message again.`;
      return c?.side === 'recipient'
        ? 'Check the address with the recipient by another channel before sending again.'
        : 'Send the message again later; if it keeps failing, look at the reply with the receiver.';
    case 'suppressed':
      if (c?.side === 'sender') {
        return `${own} Then remove the address from the suppression list: it is probably fine.`;
      }
      if (c?.class === 'invalid_recipient') {
        return 'Nothing to retry: correct the address, or remove it from your own list too.';
      }
      return c?.class === 'mailbox_unavailable'
        ? 'The address stays suppressed: remove it from your own list unless the person confirms the mailbox works again.'
        : 'Check the reply; if the address is right, remove it from the suppression list and send again.';
    case 'kept':
      return waitsForRetries.test(own) ? 'Fix the cause before sending to this address again.' : own;
  }
}

/**
 * The one explanation of a failure: the overview's summary, every timeline row's advice, the
 * suppression panel's reason line all come from here, from the stored classification and where the
 * message stands, so they cannot disagree.
 */
export function failureStory(c: BounceClassification | null, outcome: FailureOutcome): FailureStory {
  const explanation =
    c && outcome !== 'retrying' ? c.explanation.replace(retryClause, '.') : (c?.explanation ?? null);
  return {
    explanation,
    address: addressVerdict(c),
    consequence: consequences[outcome],
    action: nextStep(c, outcome),
  };
}

/** The classification of a message's newest failure: its newest classified event's, else the message's. */
export function newestFailureClassification(
  message: { classification?: BounceClassification },
  events: readonly { classification?: BounceClassification }[],
): BounceClassification | null {
  return events.findLast((e) => e.classification)?.classification ?? message.classification ?? null;
}

/** Where on its sending domain's page a sender-side failure points: a record to fix, or the blocklists. */
export type DomainFix = { record: DomainRecordKind | null } | { section: 'blocklists' };

const recordWords: readonly [DomainRecordKind, RegExp][] = [
  ['dkim', /\bdkim\b/i],
  ['spf', /\bspf\b/i],
  ['dmarc', /\bdmarc\b/i],
];

/**
 * What a sender-side failure asks of the sending domain's DNS: an `authentication` refusal points
 * at the one record its reply names (DKIM, SPF or DMARC; none when it names several or none, and
 * the page then shows all), a `reputation` one that names a blocklist at the blocklists. Null for
 * any other failure: nothing in DNS to check.
 */
export function domainFix(
  c: BounceClassification | null,
  reply: string | null | undefined,
): DomainFix | null {
  if (c?.class === 'reputation') return c.blocklist ? { section: 'blocklists' } : null;
  if (c?.class !== 'authentication') return null;
  const named = recordWords.filter(([, words]) => words.test(reply ?? '')).map(([kind]) => kind);
  return { record: named.length === 1 ? named[0]! : null };
}
