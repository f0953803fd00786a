import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  alertComparators,
  alertEachValues,
  alertRuleProblem,
  endpoints,
  mailboxProviders,
  roles,
  webhookEventTypes,
} from '../../src/contract';
import { startTestService, type TestService } from '../test/harness';
import { addPerson, browserHeaders, sessionOf } from '../test/signed-in-person';

/**
 * Every PATCH the service has changes exactly the fields a request names: a model of the resource
 * takes each random change, and after each one the stored resource (lists included) equals the
 * model. A change the merged resource refuses answers 400 and leaves everything as it was.
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let s: TestService;
beforeAll(async () => {
  // Hundreds of requests in a few seconds: the per-key rate limit is not what this test is about.
  s = await startTestService({
    ALLOW_LOOPBACK_WEBHOOKS: true,
    RATE_LIMIT_RPS: 10_000,
    RATE_LIMIT_BURST: 10_000,
  });
});
afterAll(() => s.close());

const covered = ['updateAlertRule', 'updatePerson', 'updateSignInSettings', 'updateWebhook'];
it('every PATCH endpoint of the contract has its property below', () => {
  const patches = Object.entries(endpoints)
    .filter(([, e]) => e.method === 'patch')
    .map(([name]) => name);
  expect(patches.sort()).toEqual(covered);
});

/** Up to `max` changes in a row, each naming a random subset of the resource's settings. */
const changes = <T>(fields: { [K in keyof T]: fc.Arbitrary<T[K]> }, max = 6) =>
  fc.array(fc.record(fields, { requiredKeys: [] }), { minLength: 1, maxLength: max });

const without = <T extends object>(o: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));

const ruleChange = {
  name: fc.string({ minLength: 1, maxLength: 20 }).filter((n) => n.trim() === n && n.length > 0),
  comparator: fc.constantFrom(...alertComparators),
  threshold: fc.double({ min: 0, max: 1, noNaN: true }),
  window_minutes: fc.integer({ min: 5, max: 1440 }),
  min_volume: fc.integer({ min: 0, max: 10_000 }),
  holds_for_minutes: fc.integer({ min: 0, max: 1440 }),
  reminder_hours: fc.integer({ min: 1, max: 168 }),
  resolve_after_minutes: fc.integer({ min: 0, max: 1440 }),
  provider: fc.constantFrom(null, ...mailboxProviders),
  each: fc.constantFrom(null, ...alertEachValues),
  channels: fc.array(
    fc.oneof(
      fc.constant({ type: 'webhook' as const }),
      fc.integer({ min: 1, max: 99 }).map((n) => ({ type: 'email' as const, to: `oncall${n}@patch.test` })),
    ),
    { maxLength: 3 },
  ),
  enabled: fc.boolean(),
};

it(`PATCH /alert-rules/{id} changes exactly the fields named, lists included (${engine})`, async () => {
  const created = await s.call('POST', '/alert-rules', {
    name: 'Every setting away from its default',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.2,
    window_minutes: 60,
    min_volume: 500,
    holds_for_minutes: 15,
    reminder_hours: 6,
    resolve_after_minutes: 30,
    provider: 'gmail',
    channels: [{ type: 'email', to: 'oncall@patch.test' }, { type: 'webhook' }],
    enabled: true,
  });
  expect(created.status).toBe(201);
  const id = created.json.data.rule.id as number;
  const stored = async () =>
    (await s.call('GET', '/alert-rules')).json.data.rules.find((r: { id: number }) => r.id === id);
  let model = without(await stored(), 'updated_at', 'firing');

  await fc.assert(
    fc.asyncProperty(changes(ruleChange), async (steps) => {
      for (const change of steps) {
        const merged = { ...model, ...change } as Parameters<typeof alertRuleProblem>[0];
        const answer = await s.call('PATCH', `/alert-rules/${id}`, change);
        const refused = Object.keys(change).length === 0 || alertRuleProblem(merged);
        if (refused) expect(answer.status, JSON.stringify(change)).toBe(400);
        else {
          expect(answer.status, JSON.stringify(answer.json)).toBe(200);
          model = merged as typeof model;
        }
        expect(without(await stored(), 'updated_at', 'firing')).toEqual(model);
      }
    }),
    { numRuns: 25 },
  );
});

it(`PATCH /webhooks/{id} changes exactly the fields named, lists included (${engine})`, async () => {
  const created = await s.call('POST', '/webhooks', {
    url: 'http://127.0.0.1:9/start',
    event_types: ['bounced', 'complained'],
  });
  expect(created.status).toBe(201);
  const id = created.json.data.webhook.id as string;
  const stored = async () =>
    (await s.call('GET', '/webhooks')).json.data.webhooks.find((w: { id: string }) => w.id === id);
  let model = without(await stored(), 'updated_at');

  const webhookChange = {
    url: fc.integer({ min: 1, max: 65535 }).map((port) => `http://127.0.0.1:${port}/hook`),
    event_types: fc.uniqueArray(fc.constantFrom(...webhookEventTypes), { minLength: 1 }),
    enabled: fc.boolean(),
  };
  await fc.assert(
    fc.asyncProperty(changes(webhookChange), async (steps) => {
      for (const change of steps) {
        const answer = await s.call('PATCH', `/webhooks/${id}`, change);
        if (Object.keys(change).length === 0) expect(answer.status).toBe(400);
        else {
          expect(answer.status, JSON.stringify(answer.json)).toBe(200);
          model = { ...model, ...change };
        }
        expect(without(await stored(), 'updated_at')).toEqual(model);
      }
    }),
    { numRuns: 25 },
  );
});

/** People's PATCHes are made by an Owner in a browser (keys may not make them). */
const asOwner = async () => {
  // With a second factor: the Owner may require one of everyone (themselves included) mid-property.
  const id = await addPerson(s.db, {
    email: `owner-${Date.now()}@patch.test`,
    role: 'owner',
    totpSecret: 'JBSWY3DPEHPK3PXP',
  });
  return browserHeaders(s.base, await sessionOf(s.db, s.ctx.config, id));
};

it(`PATCH /people/{id} changes the role named and nothing else (${engine})`, async () => {
  const owner = await asOwner();
  const id = await addPerson(s.db, { email: 'someone@patch.test', role: 'viewer', name: 'Some One' });
  const stored = async () =>
    (await s.call('GET', '/people', undefined, null, owner)).json.data.people.find(
      (p: { id: number }) => p.id === id,
    );
  let model = without(await stored(), 'last_seen_at');
  await fc.assert(
    fc.asyncProperty(fc.array(fc.constantFrom(...roles), { minLength: 1, maxLength: 6 }), async (steps) => {
      for (const role of steps) {
        const answer = await s.call('PATCH', `/people/${id}`, { role }, null, owner);
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        model = { ...model, role };
        expect(without(await stored(), 'last_seen_at')).toEqual(model);
      }
      const empty = await s.call('PATCH', `/people/${id}`, {}, null, owner);
      expect(empty.status).toBe(400);
      expect(without(await stored(), 'last_seen_at')).toEqual(model);
    }),
    { numRuns: 10 },
  );
});

it(`PATCH /sign-in-settings changes the setting named and nothing else (${engine})`, async () => {
  const owner = await asOwner();
  const stored = async () => (await s.call('GET', '/sign-in-settings', undefined, null, owner)).json.data;
  let model = await stored();
  await fc.assert(
    fc.asyncProperty(fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), async (steps) => {
      for (const require_totp of steps) {
        const answer = await s.call('PATCH', '/sign-in-settings', { require_totp }, null, owner);
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        model = { ...model, require_totp };
        expect(await stored()).toEqual(model);
      }
    }),
    { numRuns: 10 },
  );
});
