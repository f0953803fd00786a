import { describe, expect, it } from 'vitest';
import type { Message, MessageEvent } from '@/contract';
import { describeOutcome } from './outcome-summary';

const base: Message = {
  id: '0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30',
  subject: 'Your receipt',
  status: 'queued',
  created_at: '2026-11-21T10:00:00.000Z',
  delivered_at: null,
};
const at = (s: number) => new Date(Date.parse(base.created_at) + s * 1000).toISOString();
const ev = (type: string, s: number, extra: Partial<MessageEvent> = {}): MessageEvent => ({
  type,
  timestamp: at(s),
  ...extra,
});

describe('describeOutcome', () => {
  it('tells a delivery with its server, TLS, time, open and click', () => {
    const events = [
      ev('queued', 0),
      ev('sent', 1, { mx_host: 'mx1.example.com' }),
      ev('delivered', 2.5, { tls: true, mx_host: 'mx1.example.com' }),
      ev('opened', 3602.5),
      ev('clicked', 3700),
    ];
    expect(describeOutcome({ ...base, status: 'delivered', delivered_at: at(2.5) }, events)).toBe(
      'Delivered to mx1.example.com over TLS 2.5 s after it was accepted. Opened 1 h later. A link was clicked.',
    );
  });

  it('counts the retries a delivery needed', () => {
    const events = [
      ev('bounced', 1, { bounce_type: 'soft' }),
      ev('deferred', 2),
      ev('deferred', 3),
      ev('delivered', 4, { tls: true }),
    ];
    expect(describeOutcome({ ...base, status: 'delivered', delivered_at: at(4) }, events)).toBe(
      'Delivered over TLS 4.0 s after it was accepted, following 1 soft bounce and 2 deferrals.',
    );
  });

  it('says when delivery went without TLS', () => {
    const events = [ev('delivered', 1, { tls: false })];
    expect(describeOutcome({ ...base, status: 'delivered', delivered_at: at(1) }, events)).toBe(
      'Delivered without TLS 1.0 s after it was accepted.',
    );
  });

  it('quotes the SMTP answer of a hard bounce', () => {
    const events = [
      ev('bounced', 2, {
        bounce_type: 'hard',
        mx_host: 'mx1.x.org',
        smtp_response: '550 5.1.1 No such user',
      }),
    ];
    // Nothing said of the address without a stored class; the failure story's sentence with one.
    expect(describeOutcome({ ...base, status: 'hard_bounced' }, events)).toBe(
      'The mail server mx1.x.org refused it permanently: “550 5.1.1 No such user”.',
    );
    expect(
      describeOutcome({ ...base, status: 'hard_bounced' }, events, {
        explanation: null,
        address: 'The address is probably fine: the refusal was about your sending (sender reputation).',
        consequence: '',
        action: '',
      }),
    ).toBe(
      'The mail server mx1.x.org refused it permanently: “550 5.1.1 No such user”. The address is probably fine: the refusal was about your sending (sender reputation).',
    );
  });

  it('counts deferrals and explains soft bounces, failures and complaints', () => {
    const deferred = [ev('deferred', 1, { smtp_response: '451 later' }), ev('deferred', 5)];
    expect(describeOutcome({ ...base, status: 'deferred' }, deferred)).toMatch(
      /retrying \(2 deferrals so far\)/,
    );
    expect(
      describeOutcome({ ...base, status: 'soft_bounced' }, [ev('bounced', 1, { bounce_type: 'soft' })]),
    ).toBe("The recipient's mail server refused it for now. The service will try again.");
    expect(
      describeOutcome({ ...base, status: 'failed' }, [ev('failed', 9, { smtp_response: 'Gave up' })]),
    ).toBe('Not delivered: the service gave up: “Gave up”.');
    expect(
      describeOutcome({ ...base, status: 'complained', delivered_at: at(1) }, [
        ev('delivered', 1),
        ev('complained', 121),
      ]),
    ).toBe('Delivered 1.0 s after it was accepted. Marked as spam 2 min after delivery.');
  });

  it('says a new message is on its way', () => {
    expect(describeOutcome({ ...base, status: 'pending' }, [])).toMatch(/waiting to be sent/);
  });
});
