import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';
import { evaluateAlerts } from './evaluate';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

it('measures bulk messages in the window lacking the one-click pair, out of the bulk messages', async () => {
  const rule = await s.call('POST', '/alert-rules', {
    name: 'Bulk without one-click',
    metric: 'bulk_without_one_click',
    comparator: 'gte',
    threshold: 1,
    window_minutes: 60,
    min_volume: 1,
    resolve_after_minutes: 0,
    channels: [{ type: 'email', to: 'oncall@bulk.test' }],
  });
  expect(rule.status).toBe(201);
  const ids: string[] = [];
  for (const stream of ['bulk', 'bulk', 'transactional']) {
    const res = await s.call('POST', '/messages', { to: `r${ids.length}@gmail.com`, subject: 'S', stream });
    ids.push(res.json.data.message.id);
  }
  // Everything the service sends as bulk carries the pair: nothing to count.
  expect((await evaluateAlerts(s.ctx, new Date(Date.now() + 1_000))).triggered).toBe(0);
  // A bulk message stored without it (as a mail path that forgot it would): counted.
  await s.db.query(
    `UPDATE messages SET headers = '[{"name":"List-Unsubscribe","value":"<https://x.test/u>"}]' WHERE id = $1`,
    [ids[0]],
  );
  expect((await evaluateAlerts(s.ctx, new Date(Date.now() + 62_000))).triggered).toBe(1);
  const [incident] = (await s.call('GET', '/alerts')).json.data.incidents;
  expect(incident).toMatchObject({ metric: 'bulk_without_one_click', value: 1, volume: 2 });
});
