import { afterEach, describe, expect, it } from 'vitest';
import { freshDb, type TestStore } from '../test/harness';
import { openDb } from './db';

const stores: TestStore[] = [];
afterEach(async () => {
  while (stores.length) await stores.pop()!.drop();
});

/** Statements of this test still running on the server, seen from a connection of its own. */
async function stillRunning(url: string, marker: string) {
  const watcher = await openDb({ databaseUrl: url, dataDir: '' });
  try {
    return await watcher.query(
      `SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
      [`%${marker}%`],
    );
  } finally {
    await watcher.close();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('cancelling statements on PostgreSQL', () => {
  it('an aborted statement stops on the server, and its connection is not handed out again', async () => {
    const store = await freshDb();
    stores.push(store);
    const reader = new AbortController();
    const sleeping = store.db.query("SELECT pg_sleep(30), 'cancel-on-abort'", [], { signal: reader.signal });
    await expect.poll(() => stillRunning(store.url!, 'cancel-on-abort')).toHaveLength(1);
    reader.abort(new Error('the reader left'));
    await expect(sleeping).rejects.toThrow('the reader left');
    await expect.poll(() => stillRunning(store.url!, 'cancel-on-abort')).toEqual([]);
    // The pool still serves (a fresh connection in place of the cancelled one).
    expect(await store.db.query<{ n: number }>('SELECT 1 AS n')).toEqual([{ n: 1 }]);
  });

  it('closing the store cancels what still runs instead of waiting for it', async () => {
    const store = await freshDb();
    stores.push(store);
    const db = await openDb({ databaseUrl: store.url!, dataDir: '' });
    const sleeping = db.query("SELECT pg_sleep(30), 'cancel-on-close'").catch((error: Error) => error);
    await expect.poll(() => stillRunning(store.url!, 'cancel-on-close')).toHaveLength(1);
    await db.close();
    expect(await sleeping).toBeInstanceOf(Error);
    expect(await stillRunning(store.url!, 'cancel-on-close')).toEqual([]);
  });

  it('a statement asked with a signal already aborted is never sent', async () => {
    const store = await freshDb();
    stores.push(store);
    const gone = AbortSignal.abort(new Error('already gone'));
    await expect(store.db.query('SELECT 1', [], { signal: gone })).rejects.toThrow('already gone');
  });
});
