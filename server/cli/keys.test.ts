import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from '../store/db';
import { migrate } from '../store/migrate';
import { freshDb } from '../test/harness';

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-keys-cli-'));
let store: Awaited<ReturnType<typeof freshDb>> | undefined;
afterAll(async () => {
  await store?.db.close();
  await store?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run keys -- …` as a process of its own, on the test's store; its exit code and output. */
const keys = (...args: string[]) =>
  new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/keys.ts', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: store?.url ?? '', LOG_LEVEL: 'silent' } },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });

it(`creates and revokes keys through the key services, each change in the audit trail (${engine})`, async () => {
  if (engine === 'postgres') store = await freshDb();
  // A store made and migrated beforehand: each command then only opens it.
  const setup = store?.db ?? (await openDb({ dataDir }));
  await migrate(setup);
  if (!store) await setup.close();
  const created = await keys('create', '--name', 'support desk', '--permissions', 'stats,send');
  expect(created.code, created.err).toBe(0);
  const id = Number(/Created key (\d+) \(stats, send\)/.exec(created.out)?.[1]);
  expect(created.out).toMatch(/not shown again:\n\S{20,}\n$/);

  const revoked = await keys('revoke', String(id));
  expect([revoked.code, revoked.out]).toEqual([0, `Revoked key ${id}.\n`]);
  const again = await keys('revoke', String(id));
  expect([again.code, again.err]).toEqual([1, `Key ${id} is already revoked.\n`]);

  const db = store?.db ?? (await openDb({ dataDir }));
  try {
    const trail = await db.query<{
      key_id: number | null;
      action: string;
      target_id: string;
      detail: object;
    }>('SELECT key_id, action, target_id, detail FROM audit_log ORDER BY id');
    const audited = { name: 'support desk', permissions: ['stats', 'send'], key_hint: expect.any(String) };
    expect(trail).toEqual([
      { key_id: null, action: 'key.create', target_id: String(id), detail: { after: audited } },
      { key_id: null, action: 'key.revoke', target_id: String(id), detail: { before: audited } },
    ]);
  } finally {
    if (!store) await db.close();
  }
}, 300_000);
