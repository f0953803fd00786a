import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { Conflict, Invalid, NotFound } from '../errors';
import { continueRemoval } from './continue';
import { restoreRemoval } from './restore';
import { startRemoval } from './start';

/**
 * Removing a filter in steps and undoing it, through the services directly: raw bodies in, parsed by
 * the service; the rows moved and the audit entries written; refusals that change nothing. On
 * PGlite, and on TEST_DATABASE_URL when set.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
  await t.db.query(
    `INSERT INTO suppressions (email, reason)
     SELECT 'person' || n || '@steps.test', CASE WHEN n % 5 = 0 THEN 'complaint' ELSE 'hard_bounce' END
     FROM generate_series(1, 10) n`,
  );
});
afterAll(() => t.close());

const snapshot = async () => ({
  rows: await t.count('suppressions'),
  removals: await t.count('suppression_removals'),
  audit: (await t.audit()).length,
});
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

describe('startRemoval', () => {
  it.each([
    ['an empty reason list', { reason: [] }, 'Invalid request body: reason must name at least one reason'],
    [
      'a non-boolean include_complaints',
      { include_complaints: 'yes' },
      'include_complaints must be true or false',
    ],
    ['an unknown field', { q: 'x', everything: true }, 'unknown field(s): everything'],
    ['complaints alone, not asked for', { reason: ['complaint'] }, 'include_complaints must be true'],
  ])('refuses %s with Invalid and writes nothing', async (_, body, message) => {
    const before = await snapshot();
    const refused = await refusal(startRemoval(t.ctx, t.actor, body));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a removal, stepped and undone', () => {
  it('plans without removing, removes in steps of the body limit, restores, each step audited', async () => {
    const before = await snapshot();
    const { removal } = await startRemoval(t.ctx, t.actor, { q: '  @steps.test ' });
    expect(removal).toMatchObject({ q: '@steps.test', matched: 8, removed: 0, state: 'removing' });
    expect(await snapshot()).toEqual({ ...before, removals: before.removals + 1 }); // nothing audited yet

    const first = await continueRemoval(t.ctx, t.actor, removal.id, { limit: 5 });
    expect(first).toMatchObject({ moved: 5, done: false });
    const rest = await continueRemoval(t.ctx, t.actor, removal.id, {});
    expect(rest).toMatchObject({ moved: 3 });
    expect(await t.count('suppressions')).toBe(2); // the two complaints stay
    const removed = (await t.audit()).filter((e) => e.action === 'suppression.remove_matching');
    expect(removed.map((e) => e.detail.removed)).toEqual([5, 3]);
    expect(removed[0]).toMatchObject({
      target_type: 'suppression',
      target_id: removal.id,
      target_label: 'removal of 8 rows',
      key_name: 'service test',
      request_id: 'req-service-test',
      detail: { q: '@steps.test', reason: ['manual', 'hard_bounce', 'unsubscribe'] },
    });

    const restored = await restoreRemoval(t.ctx, t.actor, removal.id, {});
    expect(restored).toMatchObject({ moved: 8, done: true });
    expect(await t.count('suppressions')).toBe(10);
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'suppression.restore',
      target_id: removal.id,
      detail: { restored: 8, undo: true },
    });

    // An undone removal is not continued.
    const after = await snapshot();
    expect(await refusal(continueRemoval(t.ctx, t.actor, removal.id, {}))).toBeInstanceOf(Conflict);
    expect(await snapshot()).toEqual(after);
  });

  it.each([
    ['a limit of 0', { limit: 0 }],
    ['a fractional limit', { limit: 2.5 }],
    ['a limit over 10,000', { limit: 10_001 }],
    ['a limit as text', { limit: '5' }],
    ['an unknown field', { limit: 5, all: true }],
  ])(
    'refuses a step with %s (Invalid) before looking at the removal, and writes nothing',
    async (_, body) => {
      const { removal } = await startRemoval(t.ctx, t.actor, { q: 'person1@steps.test' });
      const before = await snapshot();
      for (const step of [continueRemoval, restoreRemoval]) {
        const refused = await refusal(step(t.ctx, t.actor, removal.id, body));
        expect(refused).toBeInstanceOf(Invalid);
        expect(refused!.message).toMatch(/^Invalid request body: /);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('answers NotFound for an unknown removal, and writes nothing', async () => {
    const before = await snapshot();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await refusal(continueRemoval(t.ctx, t.actor, unknown, {}))).toBeInstanceOf(NotFound);
    expect(await refusal(restoreRemoval(t.ctx, t.actor, unknown, {}))).toBeInstanceOf(NotFound);
    expect(await snapshot()).toEqual(before);
  });
});
