import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/harness';
import { acquireDataDirLock } from './data-dir-lock';
import { openDb, type Db } from './db';
import { migrate, migrations } from './migrate';
import { findSuppressionByEmail, insertSuppression } from './repos/suppressions-repo';

const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
const fresh = async () => {
  const { db, drop } = await freshDb();
  cleanups.push(async () => {
    await db.close();
    await drop();
  });
  return db;
};
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'relaydesk-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
/** A pid that certainly ran and certainly no longer runs. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe(`migrations (${engine})`, () => {
  it('apply once; running them again applies nothing', async () => {
    const db = await fresh();
    expect(await migrate(db)).toBe(migrations.length);
    expect(await migrate(db)).toBe(0);
    expect(await db.query('SELECT version, name FROM schema_migrations ORDER BY version')).toEqual(
      migrations.map(({ version, name }) => ({ version, name })),
    );
    expect(await db.query('SELECT count(*)::int AS n FROM suppressions')).toEqual([{ n: 0 }]);
  });

  it('applies a version numbered below ones already applied (017 after 023)', async () => {
    const db = await fresh();
    await migrate(db);
    await db.query('ALTER TABLE suppressions DROP COLUMN source');
    await db.query('DELETE FROM schema_migrations WHERE version = 17');
    expect(await migrate(db)).toBe(1);
    expect(await db.query('SELECT count(source)::int AS n FROM suppressions')).toEqual([{ n: 0 }]);
  });

  // Unless migrate() serialises the whole start, PostgreSQL fails this race in some rounds only: repeat
  // it. Each round applies every migration to a fresh store, so the limit leaves room for a loaded
  // machine (a CI run beside other work timed out at 60 s with 25 rounds).
  it('apply once, without errors, when several starters race on a fresh store', async () => {
    for (let round = 0; round < (engine === 'postgres' ? 15 : 2); round++) {
      const { db, drop } = await freshDb();
      try {
        // Open the connections first, so the starters really meet at the first statement.
        await Promise.all(Array.from({ length: 8 }, () => db.query('SELECT pg_sleep(0.005)')));
        const applied = await Promise.all(Array.from({ length: 8 }, () => migrate(db)));
        expect(applied.reduce((a, b) => a + b, 0)).toBe(migrations.length);
        expect(await db.query('SELECT count(*)::int AS n FROM schema_migrations')).toEqual([
          { n: migrations.length },
        ]);
      } finally {
        await db.close();
        await drop();
      }
    }
  }, 240_000);
});

describe('PGlite in a data directory', () => {
  it('keeps its data across close and reopen, and holds the lock only while open', async () => {
    const dir = tempDir();
    const lock = join(dir, 'relaydesk.lock');
    let db: Db = await openDb({ dataDir: dir });
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await migrate(db);
    await insertSuppression(db, { email: 'kept@restart.test', reason: 'unsubscribe' });
    await db.close();
    expect(existsSync(lock)).toBe(false);

    db = await openDb({ dataDir: dir });
    try {
      expect(await migrate(db)).toBe(0);
      expect(await findSuppressionByEmail(db, 'kept@restart.test')).toMatchObject({
        email: 'kept@restart.test',
        reason: 'unsubscribe',
      });
    } finally {
      await db.close();
    }
  }, 60_000);

  it('refuses a directory locked by another live process, and changes nothing', async () => {
    const dir = tempDir();
    const lock = join(dir, 'relaydesk.lock');
    writeFileSync(lock, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    await expect(openDb({ dataDir: dir })).rejects.toThrow(/in use by process/);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.ppid));
  });

  it.each([
    ['a dead process', () => String(deadPid())],
    ['nothing readable', () => 'garbage'],
    ['nothing at all', () => ''],
  ])('takes over a lock file left by %s, and releases it', (_, content) => {
    const dir = tempDir();
    const lock = join(dir, 'relaydesk.lock');
    writeFileSync(lock, content());
    const release = acquireDataDirLock(dir);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });
});
