import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

// The simulator's "why mail fails" stories, answered in each mailbox provider's words and classified
// as the events are recorded. Recipient domains are only strings here: nothing is looked up.
const providers = {
  gmail: 'gmail.com',
  microsoft: 'outlook.com',
  yahoo: 'yahoo.fr',
  apple: 'icloud.com',
  other: 'sim.test',
};
const stories = {
  block: { class: 'reputation', events: ['queued', 'sent', 'bounced'], status: 'hard_bounced' },
  dmarc: { class: 'authentication', events: ['queued', 'sent', 'bounced'], status: 'hard_bounced' },
  spam: { class: 'content', events: ['queued', 'sent', 'bounced'], status: 'hard_bounced' },
  content: { class: 'content', events: ['queued', 'sent', 'bounced'], status: 'hard_bounced' },
  full: { class: 'mailbox_unavailable', events: ['queued', 'sent', 'bounced'], status: 'hard_bounced' },
  policy: { class: 'policy', events: ['queued', 'sent', 'bounced'], status: 'hard_bounced' },
  throttle: {
    class: 'rate_limited',
    events: ['queued', 'deferred', 'deferred', 'sent', 'delivered'],
    status: 'delivered',
  },
  greylist: { class: 'temporary', events: ['queued', 'deferred', 'sent', 'delivered'], status: 'delivered' },
} as const;

let s: TestService;
const ids = new Map<string, string>();
beforeAll(async () => {
  s = await startTestService();
  for (const story of Object.keys(stories))
    for (const domain of Object.values(providers)) {
      const res = await s.call('POST', '/messages', { to: `${story}@${domain}`, subject: story });
      expect(res.status, res.text).toBe(202);
      ids.set(`${story}@${domain}`, res.json.data.message.id);
    }
  await s.settle();
}, 180_000);
afterAll(() => s.close());

describe.each(Object.entries(stories))('the %s@ story', (story, expected) => {
  it.each(Object.entries(providers))('as %s answers it', async (_, domain) => {
    const id = ids.get(`${story}@${domain}`)!;
    const message = (await s.call('GET', `/messages/${id}`)).json.data.message;
    expect(message.status).toBe(expected.status);
    const events = (await s.call('GET', `/messages/${id}/events`)).json.data.events;
    expect(events.map((e: { type: string }) => e.type)).toEqual(expected.events);
    const failures = events.filter((e: { type: string }) => e.type === 'bounced' || e.type === 'deferred');
    for (const e of failures) {
      expect(e.smtp_response).toMatch(/^\d{3}[ -]/);
      expect(e.classification.class).toBe(expected.class);
    }
  });
});

it('answers differently per provider, and names the blocklist where the provider does', async () => {
  const replies = new Set<string>();
  for (const domain of Object.values(providers)) {
    const events = (await s.call('GET', `/messages/${ids.get(`block@${domain}`)}/events`)).json.data.events;
    replies.add(events.at(-1).smtp_response);
  }
  expect(replies.size).toBe(Object.keys(providers).length);
  const listed = await s.call('GET', '/messages?bounce_class=reputation&limit=50');
  expect(listed.json.data.messages).toHaveLength(5);
  const outlook = (await s.call('GET', `/messages/${ids.get('block@outlook.com')}/events`)).json.data.events;
  expect(outlook.at(-1).classification.blocklist).toMatch(/Spamhaus/);
});

it('still suppresses every hard bounce, and filters them by whose side it is', async () => {
  const sender = await s.call('GET', '/suppressions?bounce_side=sender&limit=100');
  expect(sender.status, sender.text).toBe(200);
  // block, dmarc, spam, content, policy: five sender-side stories for each of five providers.
  expect(sender.json.data.total).toBe(25);
  const recipient = await s.call('GET', '/suppressions?bounce_side=recipient&limit=100');
  expect(recipient.json.data.suppressions.map((x: { email: string }) => x.email.split('@')[0])).toEqual(
    Array(5).fill('full'),
  );
  const greylisted = await s.call('GET', '/suppressions?q=greylist');
  expect(greylisted.json.data.suppressions).toEqual([]);
});
