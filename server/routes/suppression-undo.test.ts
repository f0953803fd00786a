import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

/**
 * Undo of a removal by id (a DELETE, one row or a selection of them) puts back the row itself:
 * same id, dates and origin, none included. Over real HTTP, on PGlite and on TEST_DATABASE_URL.
 */
let s: TestService;
beforeAll(async () => {
  s = await startTestService({ RATE_LIMIT_BURST: 100_000 });
});
afterAll(() => s.close());

const find = async (email: string) =>
  (await s.call('GET', `/suppressions?q=${encodeURIComponent(email)}`)).json.data.suppressions.find(
    (r: { email: string }) => r.email === email,
  );

const remove = async (id: number) => {
  const res = await s.call('DELETE', `/suppressions/${id}`);
  expect(res.status).toBe(200);
  return res.json.data as { suppression: Record<string, unknown>; removal_id: string };
};
const restore = (removalId: string) => s.call('POST', `/suppressions/removals/${removalId}/restore`, {});
const history = async (address: string) =>
  (await s.call('GET', `/audit-log?address=${encodeURIComponent(address)}`)).json.data.entries as {
    action: string;
    target_id: string;
    detail: Record<string, unknown>;
  }[];

/** Rows as a seed, an old version or an import write them: straight into the table. */
async function insertRow(email: string, fields: { reason: string; created_at: string; source: unknown }) {
  await s.db.query(
    `INSERT INTO suppressions (email, reason, created_at, source) VALUES ($1, $2, $3, $4::jsonb)`,
    [email, fields.reason, fields.created_at, fields.source === null ? null : JSON.stringify(fields.source)],
  );
  return (await find(email)) as { id: number } & Record<string, unknown>;
}

describe('undo of a removal by id', () => {
  it.each([
    ['a seeded row with no recorded origin', { reason: 'hard_bounce', source: null }],
    [
      'an import that kept its original date',
      {
        reason: 'complaint',
        source: {
          type: 'import',
          file: 'old.csv',
          row: 4,
          key_name: 'ops',
          imported_at: '2025-02-03T04:05:06.000Z',
        },
      },
    ],
    [
      'an import dated at import',
      { reason: 'unsubscribe', source: { type: 'import', file: 'new.csv', row: 9 } },
    ],
    ['a dashboard add', { reason: 'manual', source: { type: 'dashboard', key_name: 'first key' } }],
  ])('puts back %s with the same id, date and origin', async (_, fields) => {
    const email = `${fields.reason}.${String(fields.source && (fields.source as { type: string }).type)}@undo.test`;
    const before = await insertRow(email, { ...fields, created_at: '2023-06-07T08:09:10.123Z' });
    const removed = await remove(before.id);
    expect(removed.suppression).toEqual(before);
    expect(removed.removal_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await find(email)).toBeUndefined();

    const back = await restore(removed.removal_id);
    expect(back.status).toBe(200);
    expect(back.json.data).toMatchObject({ moved: 1, done: true, removal: { restored: 1, kind: 'rows' } });
    const after = await find(email);
    expect(after).toEqual(before);
    if (fields.source === null) expect(after).not.toHaveProperty('source');
    // Undone once: asking again changes nothing.
    expect((await restore(removed.removal_id)).json.data).toMatchObject({ moved: 0, done: true });
    expect(await find(email)).toEqual(before);
  });

  it('puts back an automatic row with its message and SMTP answer', async () => {
    const sent = await s.call('POST', '/messages', { to: 'bounce@auto-undo.test', subject: 'Hi' });
    await s.settle();
    const before = await find('bounce@auto-undo.test');
    expect(before.source).toMatchObject({ type: 'automatic', message_id: sent.json.data.message.id });
    const removed = await remove(before.id);
    await restore(removed.removal_id);
    expect(await find('bounce@auto-undo.test')).toEqual(before);
  });

  it('puts back a selection removed one DELETE at a time, each exactly', async () => {
    const rows = [];
    for (let i = 0; i < 5; i++) {
      rows.push(
        await insertRow(`sel${i}@page-undo.test`, {
          reason: i % 2 ? 'hard_bounce' : 'manual',
          created_at: `2022-0${i + 1}-01T00:00:00.000Z`,
          source:
            i === 0
              ? null
              : { type: 'import', file: 'page.csv', row: i, imported_at: '2024-01-01T00:00:00.000Z' },
        }),
      );
    }
    const removals = await Promise.all(rows.map((r) => remove(r.id)));
    expect(new Set(removals.map((r) => r.removal_id)).size).toBe(5);
    expect((await s.call('GET', '/suppressions?q=page-undo.test')).json.data.total).toBe(0);
    await Promise.all(removals.map((r) => restore(r.removal_id)));
    const back = (await s.call('GET', '/suppressions?q=page-undo.test&order=email_asc')).json.data
      .suppressions;
    expect(back).toEqual(rows);
  });

  it('keeps a row suppressed again in between, and counts the old one as skipped', async () => {
    const before = await insertRow('again@undo.test', {
      reason: 'complaint',
      created_at: '2021-01-01T00:00:00.000Z',
      source: null,
    });
    const removed = await remove(before.id);
    const anew = (await s.call('POST', '/suppressions', { email: 'again@undo.test' })).json.data.suppression;
    const back = await restore(removed.removal_id);
    expect(back.json.data).toMatchObject({ moved: 0, done: true, removal: { restored: 0, skipped: 1 } });
    expect(await find('again@undo.test')).toEqual(anew);
  });

  it('describes the removal, and answers 404 for one it does not know', async () => {
    const row = await insertRow('described@undo.test', {
      reason: 'complaint',
      created_at: '2021-01-01T00:00:00.000Z',
      source: null,
    });
    const { removal_id } = await remove(row.id);
    const got = await s.call('GET', `/suppressions/removals/${removal_id}`);
    expect(got.json.data.removal).toMatchObject({
      id: removal_id,
      kind: 'rows',
      q: null,
      reason: ['complaint'],
      include_complaints: true,
      matched: 1,
      removed: 1,
      state: 'removed',
    });
    // Nothing more to take: continuing a removal by id is already done.
    expect(
      (await s.call('POST', `/suppressions/removals/${removal_id}/continue`, {})).json.data,
    ).toMatchObject({
      moved: 0,
      done: true,
    });
    expect((await restore('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('tells an address’s history by the address, across its ids, with Undo named as such', async () => {
    const first = (await s.call('POST', '/suppressions', { email: 'Story@Undo.test', reason: 'complaint' }))
      .json.data.suppression;
    const removed = await remove(first.id);
    await restore(removed.removal_id);
    await remove(first.id);
    // Added anew: a new row, a new id; the address's history still holds the old one's story.
    const second = (await s.call('POST', '/suppressions', { email: 'story@undo.test' })).json.data
      .suppression;
    expect(second.id).not.toBe(first.id);
    await s.call('POST', '/suppressions', { email: 'other@undo.test' });

    const entries = await history('STORY@undo.test');
    expect(entries.map((e) => [e.action, e.target_id])).toEqual([
      ['suppression.create', String(second.id)],
      ['suppression.delete', String(first.id)],
      ['suppression.restore', String(first.id)],
      ['suppression.delete', String(first.id)],
      ['suppression.create', String(first.id)],
    ]);
    expect(entries[2]!.detail).toEqual({
      after: { email: 'story@undo.test', reason: 'complaint' },
      removal_id: removed.removal_id,
      undo: true,
    });
    expect(entries[3]!.detail).toMatchObject({ removal_id: removed.removal_id });
    // By id, the restored row's own history is whole too.
    const byId = (await s.call('GET', `/audit-log?target_type=suppression&target_id=${first.id}`)).json.data
      .entries as { action: string }[];
    expect(byId.map((e) => e.action)).toEqual([
      'suppression.delete',
      'suppression.restore',
      'suppression.delete',
      'suppression.create',
    ]);
  });
});
