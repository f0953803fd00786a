import { afterAll, beforeAll, expect, it } from 'vitest';
import { domainHealths, recordStatuses } from '../../src/contract/domains';
import { insertDomain } from '../store/repos/domains-repo';
import { startTestService, type TestService } from '../test/harness';
import { seedDemoDomains } from './demo-domains';
import { demoDomains } from './demo-people';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
  const now = new Date();
  await s.db.transaction(async (tx) => {
    for (const d of demoDomains) await insertDomain(tx, d.name, new Date(now.getTime() - 90 * 86_400_000));
    await seedDemoDomains(tx, now, s.ctx.config);
  });
});
afterAll(() => s.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
type Json = any;

it('seeds domains under .test whose recorded checks show every health word and every record status', async () => {
  const list: Json[] = (await s.call('GET', '/domains')).json.data.domains;
  expect(list.every((d) => d.name.endsWith('.test'))).toBe(true);
  expect(new Set(list.map((d) => d.health))).toEqual(new Set(domainHealths));
  const details: Json[] = await Promise.all(
    list.map(async (d) => (await s.call('GET', `/domains/${d.id}`)).json.data),
  );
  const statuses = new Set(details.flatMap((d) => d.records.map((r: Json) => r.status)));
  expect(statuses).toEqual(new Set(recordStatuses));
  for (const d of details) {
    expect(d.history.length).toBeGreaterThan(0);
    if (d.health !== 'ready') expect(d.next_step).toEqual(expect.any(String));
  }
  const news = details.find((d) => d.name === 'news.acme-shop.test');
  expect(news.blocklists.find((b: Json) => b.status === 'listed')).toMatchObject({
    list: 'Spamhaus DBL',
    target: 'news.acme-shop.test',
  });
  expect(news.history.map((h: Json) => `${h.subject} ${h.from}→${h.to}`)).toContain(
    'dkim:rd1 verified→mismatch',
  );
});

it('refuses to check a demo domain through the system resolver, saying why', async () => {
  const [first] = (await s.call('GET', '/domains')).json.data.domains;
  const checked = (await s.call('POST', `/domains/${first.id}/check`)).json.data;
  expect(checked.health).toBe('could_not_check');
  expect(checked.records[0].problem).toMatch(/reserved for testing.*RFC 6761/);
});
