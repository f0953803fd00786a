import type { MessageEventType, MessageStatus, SuppressionReason } from '../../../src/contract';
import { mailboxProvider } from './mailbox-provider';
import { providerReplies, type ReplyStory } from './provider-replies';

/** One step of a simulated delivery: the event it writes and what it does to the message. */
export interface Step {
  event: MessageEventType;
  status?: MessageStatus;
  /** Pause before this step, in simulator steps (SIMULATOR_STEP_MS each). */
  wait: number;
  attrs?: Record<string, string | boolean>;
  suppress?: SuppressionReason;
  /**
   * What the recipient does with the message's links once the step is recorded (issue 56): `one_click`
   * POSTs its List-Unsubscribe link as a mail provider does (RFC 8058); `scan` GETs every link, as a
   * security gateway or a link preview does. Visited on the service itself (delivery/simulator.ts).
   */
  visit?: 'one_click' | 'scan';
}

const mx = (domain: string) => `mx1.${domain}`;
const queued: Step = { event: 'queued', status: 'queued', wait: 0 };
const sent = (domain: string): Step => ({ event: 'sent', wait: 1, attrs: { mx_host: mx(domain) } });
const delivered = (domain: string): Step => ({
  event: 'delivered',
  status: 'delivered',
  wait: 1,
  attrs: { tls: true, mx_host: mx(domain), smtp_response: '250 2.0.0 OK: queued as 4F2A1C' },
});
const agent =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const opened: Step = { event: 'opened', wait: 2, attrs: { user_agent: agent } };

/** The recipient's provider's own words for a story. */
const replyOf = (story: ReplyStory, domain: string) => providerReplies[story][mailboxProvider(domain)];

/** Refused for good: a hard bounce, so the address is suppressed (every hard bounce is). */
const rejected = (d: string, smtpResponse: string): Step[] => [
  queued,
  sent(d),
  {
    event: 'bounced',
    status: 'hard_bounced',
    wait: 1,
    suppress: 'hard_bounce',
    attrs: { bounce_type: 'hard', mx_host: mx(d), smtp_response: smtpResponse },
  },
];
const rejectedAs = (story: ReplyStory) => (d: string) => rejected(d, replyOf(story, d));

const deferral = (d: string, wait: number, smtpResponse: string): Step => ({
  event: 'deferred',
  status: 'deferred',
  wait,
  attrs: { mx_host: mx(d), smtp_response: smtpResponse },
});
const deferredAs = (story: ReplyStory, d: string, wait: number) => deferral(d, wait, replyOf(story, d));
const timedOut = '421 4.4.2 Connection timed out';

/**
 * The mailbox simulator (like SES's): the recipient's local part, before any `+tag`, picks the story.
 * `bounce+42@example.com` hard-bounces just like `bounce@example.com`.
 */
export const scenarios: Record<string, (domain: string) => Step[]> = {
  deliver: (d) => [queued, sent(d), delivered(d)],
  // A receiving server that offered no TLS: the compliance checklist's TLS line counts it.
  notls: (d) => [queued, sent(d), { ...delivered(d), attrs: { ...delivered(d).attrs, tls: false } }],
  bounce: (d) => rejected(d, '550 5.1.1 The email account that you tried to reach does not exist'),
  softbounce: (d) => [
    queued,
    sent(d),
    {
      event: 'bounced',
      status: 'soft_bounced',
      wait: 1,
      attrs: {
        bounce_type: 'soft',
        mx_host: mx(d),
        smtp_response: '452 4.2.2 The recipient mailbox is full',
      },
    },
    { ...sent(d), wait: 2 },
    delivered(d),
  ],
  defer: (d) => [
    queued,
    deferral(d, 1, '451 4.7.1 Greylisted, please try again later'),
    { ...sent(d), wait: 2 },
    delivered(d),
  ],
  fail: (d) => [
    queued,
    deferral(d, 1, timedOut),
    deferral(d, 2, timedOut),
    {
      event: 'failed',
      status: 'failed',
      wait: 2,
      attrs: { smtp_response: `Gave up after 3 attempts: ${timedOut}` },
    },
  ],
  complaint: (d) => [
    queued,
    sent(d),
    delivered(d),
    { event: 'complained', status: 'complained', wait: 2, suppress: 'complaint' },
  ],
  open: (d) => [queued, sent(d), delivered(d), opened],
  // Bulk mail's one-click unsubscribe (issue 56): the reader opens it, then presses Unsubscribe.
  unsubscribe: (d) => [queued, sent(d), delivered(d), { ...opened, visit: 'one_click' }],
  // A link scanner at the recipient's gateway follows every link on arrival: it must change nothing.
  scanner: (d) => [queued, sent(d), { ...delivered(d), visit: 'scan' }],
  // Why mail fails: each answered in the recipient's provider's own words (provider-replies.ts).
  block: rejectedAs('block'),
  dmarc: rejectedAs('dmarc'),
  spam: rejectedAs('spam'),
  content: rejectedAs('content'),
  full: rejectedAs('full'),
  policy: rejectedAs('policy'),
  throttle: (d) => [
    queued,
    deferredAs('throttle', d, 1),
    deferredAs('throttle', d, 2),
    { ...sent(d), wait: 2 },
    delivered(d),
  ],
  greylist: (d) => [queued, deferredAs('greylist', d, 1), { ...sent(d), wait: 2 }, delivered(d)],
  click: (d) => [
    queued,
    sent(d),
    delivered(d),
    opened,
    {
      event: 'clicked',
      wait: 1,
      attrs: { url: 'https://example.com/welcome?utm_source=email', user_agent: agent },
    },
  ],
};

export type ScenarioName = keyof typeof scenarios;

export function scenarioFor(recipient: string): string {
  const local = recipient.split('@')[0]?.split('+')[0]?.toLowerCase() ?? '';
  return local in scenarios ? local : 'deliver';
}

export const stepsFor = (scenario: string, recipient: string) =>
  (scenarios[scenario] ?? scenarios.deliver!)(recipient.split('@')[1] ?? 'example.com');
