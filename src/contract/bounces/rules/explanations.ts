import type { BounceClass } from '../classes';

/** Each class's line and next step, for a rule or code that has no more precise words of its own. */
export const classWords: Record<BounceClass, { explanation: string; action: string }> = {
  invalid_recipient: {
    explanation: 'The address does not exist at the receiving server, or its domain cannot receive mail.',
    action: 'Check the address for typos; if it is right, remove it from your list.',
  },
  mailbox_unavailable: {
    explanation: 'The mailbox exists but cannot take mail now: it is disabled, inactive, full or overloaded.',
    action: 'Let the retries run; if it keeps failing for weeks, stop sending to this address.',
  },
  reputation: {
    explanation: 'The receiver refused mail because of the sending IP or domain reputation.',
    action: 'Check the sending IP and domain on blocklists and postmaster tools, and cut complaints.',
  },
  authentication: {
    explanation: 'The message failed sender authentication (SPF, DKIM, DMARC) or reverse DNS checks.',
    action: "Check the sending domain's SPF, DKIM and DMARC records and the sending IP's PTR record.",
  },
  content: {
    explanation: 'The receiver refused the message itself: its content, links, attachments, size or headers.',
    action: 'Review the message content, links and attachments, and test it with a spam checker.',
  },
  rate_limited: {
    explanation: 'The receiver is throttling mail from you: too many messages, connections or recipients.',
    action: 'Send more slowly to this provider (fewer connections and messages per minute).',
  },
  policy: {
    explanation: 'A rule of the receiving server refuses this mail from you.',
    action: "Read the reply's wording; ask the recipient's mail administrator if it should be let through.",
  },
  temporary: {
    explanation: 'The receiving server could not take the message for now; it will be retried.',
    action: 'Nothing to do yet: the retries usually get through. Look again if it keeps deferring.',
  },
  unknown: {
    explanation: 'The reply does not say why the message was refused.',
    action: "Read the full reply; if it repeats for this domain, ask the recipient's mail administrator.",
  },
};
