import { afterEach, expect, it } from 'vitest';
import { evaluateAlerts } from '../services/alerts/evaluate';
import { startTestService } from '../test/harness';

/**
 * Issue 52.2: a message records the key that sent it, so a key-volume incident opens that key's
 * messages: its drill-down names the key (by id, never its secret), and the activity log filtered
 * by it over the drill-down's window lists exactly the messages the rule counted.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

it(`a key-volume incident drills down to the messages its key sent in its window (${engine})`, async () => {
  const s = await startTestService();
  cleanups.push(s.close);
  const keys = (await s.call('GET', '/keys')).json.data.keys as { id: number; name: string }[];
  const idOf = (name: string) => keys.find((k) => k.name === name)!.id;
  const rule = await s.call('POST', '/alert-rules', {
    name: 'Key burst',
    metric: 'key_volume_factor',
    comparator: 'gte',
    threshold: 5,
    window_minutes: 60,
  });
  expect(rule.status, rule.text).toBe(201);
  // A message from before keys were recorded: no key, never listed under one.
  await s.db.query(
    `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario)
     VALUES (gen_random_uuid(), 'old@keys.test', 'a@b.test', 'Old', 'delivered', now(), 'deliver')`,
  );
  const send = (key: string, n: number) =>
    Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const res = await s.call('POST', '/messages', { to: `r${i}@keys.test`, subject: 'Burst' }, key);
        expect(res.status, res.text).toBe(202);
      }),
    );
  await send(s.keys.send, 12);
  await send(s.keys.all, 3);
  await s.settle();

  expect((await evaluateAlerts(s.ctx, new Date(Date.now() + 1000))).triggered).toBe(1);
  const [incident] = (await s.call('GET', '/alerts')).json.data.incidents;
  expect(incident).toMatchObject({ state: 'firing', scope: String(idOf('send')), volume: 12 });
  expect(incident.drilldown).toEqual({
    from: expect.any(String),
    to: incident.started_at,
    api_key_id: idOf('send'),
  });
  for (const secret of Object.values(s.keys)) expect(JSON.stringify(incident)).not.toContain(secret);

  const { from, to, api_key_id } = incident.drilldown;
  const listed = await s.call(
    'GET',
    `/messages?from=${from}&to=${to}&api_key_id=${api_key_id}&exact_total=true&limit=100`,
  );
  expect(listed.status, listed.text).toBe(200);
  expect(listed.json.data.total).toBe(incident.volume);
  expect(listed.json.data.messages).toHaveLength(12);
  // The other key's messages are its own; bad input is named and changes nothing.
  const other = await s.call('GET', `/messages?api_key_id=${idOf('all')}&exact_total=true`);
  expect(other.json.data.total).toBe(3);
  const bad = await s.call('GET', '/messages?api_key_id=abc');
  expect(bad.status).toBe(400);
  expect(bad.text).toContain('api_key_id');
});
