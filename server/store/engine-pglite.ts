import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import type { Db, Queryable } from './db-types';
import { acquireDataDirLock } from './data-dir-lock';

const parsers = { [types.INT8]: (v: string) => Number(v) };

export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    // PGlite is single-process: a second process on the same directory would corrupt it.
    release = acquireDataDirLock(dataDir);
  }
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir: inMemory ? undefined : dataDir, extensions: { pg_trgm }, parsers });
  } catch (error) {
    release();
    throw error;
  }
  await db.exec("SET TIME ZONE 'UTC'");
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await db.query<T>(sql, params as unknown[])).rows;
  return {
    engine: 'pglite',
    query,
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) => {
        const q: Queryable = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await tx.query<T>(sql, params as unknown[])).rows,
        };
        return fn(q);
      }),
    close: async () => {
      await db.close();
      release();
    },
  };
}
