import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { Conflict, Invalid, NotFound } from '../errors';
import { batchSuppressions } from './batch';
import { createSuppression } from './create';
import { deleteSuppression } from './delete';

/**
 * The suppression services called directly, as any caller would: raw input in, parsed by the
 * service; the rows and the audit entry it wrote; refusals that change nothing. On PGlite, and on
 * TEST_DATABASE_URL when set.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

/** What a refused call must leave as it was. */
const snapshot = async () => ({ rows: await t.count('suppressions'), audit: (await t.audit()).length });

describe('createSuppression', () => {
  it('parses the body (trims, lower-cases, reason manual), stores the row and audits it', async () => {
    const { suppression } = await createSuppression(t.ctx, t.actor, { email: '  Direct@Service.Example ' });
    expect(suppression).toMatchObject({ email: 'direct@service.example', reason: 'manual' });
    const [row] = await t.db.query<{ email: string; source: unknown }>(
      'SELECT email, source FROM suppressions WHERE id = $1',
      [suppression.id],
    );
    expect(row).toEqual({
      email: 'direct@service.example',
      source: { type: 'api', key_name: 'service test' },
    });
    expect((await t.audit()).at(-1)).toEqual({
      key_id: String(t.actor.keyId),
      key_name: 'service test',
      action: 'suppression.create',
      target_type: 'suppression',
      target_id: String(suppression.id),
      target_label: 'direct@service.example',
      detail: { after: { email: 'direct@service.example', reason: 'manual' } },
      request_id: 'req-service-test',
    });
  });

  it.each([
    ['no email', {}, 'Invalid request body: email is required.'],
    ['a bad address', { email: 'nope' }, 'Invalid request body: email'],
    ['an unknown field', { email: 'a@b.example', colour: 'red' }, 'unknown field(s): colour'],
    ['an unknown reason', { email: 'a@b.example', reason: 'bored' }, 'Invalid request body: reason'],
    ['not an object', 'a@b.example', 'Invalid request body: body'],
    ['an automatic origin', { email: 'a@b.example', source: { type: 'automatic' } }, 'source.type automatic'],
  ])('refuses %s with Invalid and writes nothing', async (_, body, message) => {
    const before = await snapshot();
    const refused = await createSuppression(t.ctx, t.actor, body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Invalid);
    expect((refused as Invalid).message).toContain(message);
    expect((refused as Invalid).details?.length).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('answers Conflict with the existing row for an address already suppressed, and audits nothing', async () => {
    const { suppression } = await createSuppression(t.ctx, t.actor, { email: 'twice@service.example' });
    const before = await snapshot();
    const refused = await createSuppression(t.ctx, t.actor, { email: 'TWICE@service.example' }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(Conflict);
    expect((refused as Conflict).details?.[0]).toMatchObject({
      field: 'email',
      existing: { id: suppression.id },
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('batchSuppressions', () => {
  it('parses the body, reports each item and audits the counts once', async () => {
    const result = await batchSuppressions(t.ctx, t.actor, {
      items: [
        { email: 'one@batch.example', reason: 'manual' },
        { email: 'one@batch.example', reason: 'manual' },
        { email: 'not an address', reason: 'manual' },
      ],
    });
    expect(result).toMatchObject({ created: 1, exists: 1, invalid: 1 });
    expect(
      await t.db.query('SELECT 1 FROM suppressions WHERE email = $1', ['one@batch.example']),
    ).toHaveLength(1);
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'suppression.batch',
      target_type: 'suppression',
      target_id: 'batch',
      detail: { items: 3, created: 1, exists: 1, invalid: 1 },
    });
  });

  it.each([
    ['no items', { items: [] }, 'items must hold at least one item'],
    ['items that are not a list', { items: 'a@b.example' }, 'Invalid request body: items'],
    ['an unknown field', { items: [{ email: 'a@b.example' }], extra: 1 }, 'unknown field(s): extra'],
    [
      'an item dated in the future',
      { items: [{ email: 'later@batch.example', reason: 'manual', created_at: '2999-01-01T00:00:00Z' }] },
      'items.0.created_at must not be in the future',
    ],
  ])('refuses %s with Invalid and writes nothing', async (_, body, message) => {
    const before = await snapshot();
    const refused = await batchSuppressions(t.ctx, t.actor, body).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Invalid);
    expect((refused as Invalid).message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleteSuppression', () => {
  it('lifts the row, keeps it under a removal and audits what stood', async () => {
    const { suppression } = await createSuppression(t.ctx, t.actor, { email: 'lift@service.example' });
    const { removal_id } = await deleteSuppression(t.ctx, t.actor, suppression.id);
    expect(await t.db.query('SELECT 1 FROM suppressions WHERE id = $1', [suppression.id])).toHaveLength(0);
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'suppression.delete',
      target_id: String(suppression.id),
      target_label: 'lift@service.example',
      detail: { before: { email: 'lift@service.example', reason: 'manual' }, removal_id },
    });
  });

  it('answers NotFound for an unknown id and writes nothing', async () => {
    const before = await snapshot();
    await expect(deleteSuppression(t.ctx, t.actor, 987_654)).rejects.toBeInstanceOf(NotFound);
    expect(await snapshot()).toEqual(before);
  });
});
