import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceContext, type ServiceTestContext } from '../../test/direct-service';
import { Conflict, Forbidden, Invalid, NotFound } from '../errors';
import { createKey } from './create';
import { revokeKey } from './revoke';

/**
 * Key management through the services directly: raw create bodies in, parsed by the service; the
 * stored key (hashed) and the audit entries, never the secret; refusals that change nothing. On
 * PGlite, and on TEST_DATABASE_URL when set.
 */
let t: ServiceTestContext;
beforeAll(async () => {
  t = await startServiceContext();
});
afterAll(() => t.close());

const all = ['admin', 'stats', 'send'] as const;
const snapshot = async () => ({ keys: await t.count('api_keys'), audit: (await t.audit()).length });
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as Error);

describe('createKey', () => {
  it('parses the body (name trimmed, permissions de-duplicated), stores the key hashed, audits it without the secret', async () => {
    const { key, secret } = await createKey(
      t.ctx,
      t.actor,
      { name: '  reporting ', permissions: ['stats', 'stats'] },
      all,
    );
    expect(key).toMatchObject({ name: 'reporting', permissions: ['stats'], key_hint: secret.slice(-4) });
    const [row] = await t.db.query<{ name: string; key_hash: string }>(
      'SELECT name, key_hash FROM api_keys WHERE id = $1',
      [key.id],
    );
    expect(row!.name).toBe('reporting');
    expect(row!.key_hash).not.toContain(secret);
    const entry = (await t.audit()).at(-1)!;
    expect(entry).toEqual({
      key_id: String(t.actor.keyId),
      key_name: 'service test',
      action: 'key.create',
      target_type: 'key',
      target_id: String(key.id),
      target_label: 'reporting',
      detail: { after: { name: 'reporting', permissions: ['stats'], key_hint: key.key_hint } },
      request_id: 'req-service-test',
    });
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it.each([
    ['no name', { permissions: ['stats'] }, 'Invalid request body: name is required.'],
    ['a blank name', { name: '   ', permissions: ['stats'] }, 'name must not be empty'],
    ['no permissions', { name: 'x', permissions: [] }, 'permissions must name at least one permission'],
    ['an unknown permission', { name: 'x', permissions: ['root'] }, 'Invalid request body: permissions'],
    ['an unknown field', { name: 'x', permissions: ['stats'], secret: 'mine' }, 'unknown field(s): secret'],
    ['no body at all', undefined, 'Invalid request body'],
  ])('refuses %s with Invalid and writes nothing', async (_, body, message) => {
    const before = await snapshot();
    const refused = await refusal(createKey(t.ctx, t.actor, body, all));
    expect(refused).toBeInstanceOf(Invalid);
    expect(refused!.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to grant what the creating key lacks (Forbidden), and writes nothing', async () => {
    const before = await snapshot();
    const refused = await refusal(
      createKey(t.ctx, t.actor, { name: 'sender', permissions: ['send'] }, ['admin']),
    );
    expect(refused).toBeInstanceOf(Forbidden);
    expect(refused!.message).toContain('"send"');
    expect(await snapshot()).toEqual(before);
  });
});

describe('revokeKey', () => {
  it('revokes a key and audits what it was', async () => {
    const { key } = await createKey(t.ctx, t.actor, { name: 'short-lived', permissions: ['send'] }, all);
    const { key: revoked } = await revokeKey(t.ctx, t.actor, key.id);
    expect(revoked.revoked_at).not.toBeNull();
    expect((await t.audit()).at(-1)).toMatchObject({
      action: 'key.revoke',
      target_id: String(key.id),
      target_label: 'short-lived',
      detail: { before: { name: 'short-lived', permissions: ['send'] } },
    });
  });

  it('refuses its own key, an unknown key and a revoked key, and writes nothing', async () => {
    const { key } = await createKey(t.ctx, t.actor, { name: 'gone', permissions: ['stats'] }, all);
    await revokeKey(t.ctx, t.actor, key.id);
    const before = await snapshot();
    expect(await refusal(revokeKey(t.ctx, t.actor, t.actor.keyId!))).toBeInstanceOf(Conflict);
    expect(await refusal(revokeKey(t.ctx, t.actor, 987_654))).toBeInstanceOf(NotFound);
    expect(await refusal(revokeKey(t.ctx, t.actor, key.id))).toBeInstanceOf(Conflict);
    expect(await snapshot()).toEqual(before);
  });
});
