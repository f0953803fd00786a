import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

// The activity log by mailbox provider, mapped from the recipient's domain as the provider
// statistics map it: an alert about one provider drills down to that provider's messages only.
let s: TestService;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestService();
  const to = {
    gmail: 'ann@gmail.com',
    googlemail: 'bob@googlemail.com',
    hotmail: 'cy@hotmail.co.uk',
    yahoo: 'dee@yahoo.fr',
    other: 'eve@gmail.com.example.test',
  };
  for (const [name, address] of Object.entries(to)) {
    const res = await s.call('POST', '/messages', { to: address, subject: name });
    expect(res.status, res.text).toBe(202);
    ids[name] = res.json.data.message.id;
  }
  await s.settle();
}, 120_000);
afterAll(() => s.close());

const names = async (query: string) => {
  const res = await s.call('GET', `/messages?${query}`, undefined, s.keys.stats);
  expect(res.status, res.text).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.json.data.messages as { id: string }[]).map((m) => byId[m.id]).sort();
};

it('lists the messages to one provider, or several, by the statistics’ mapping', async () => {
  expect(await names('provider=gmail')).toEqual(['gmail', 'googlemail']);
  expect(await names('provider=microsoft,yahoo')).toEqual(['hotmail', 'yahoo']);
  expect(await names('provider=other')).toEqual(['other']);
  expect(await names('provider=apple')).toEqual([]);
  expect(await names('provider=gmail&subject=googlemail')).toEqual(['googlemail']);
});

it('exports the same messages as the list', async () => {
  const res = await s.call('GET', '/messages/export?provider=gmail', undefined, s.keys.stats);
  expect(res.status, res.text).toBe(200);
  const rows = res.text.trim().split('\r\n').slice(1);
  expect(rows.map((r) => r.split(',')[0]).sort()).toEqual([ids.gmail, ids.googlemail].sort());
});

it('refuses an unknown provider and names the field', async () => {
  const res = await s.call('GET', '/messages?provider=aol', undefined, s.keys.stats);
  expect(res.status).toBe(400);
  expect(res.json.error.details[0].field).toMatch(/^provider/);
});
