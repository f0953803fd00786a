/**
 * Opens the storage engine the configuration names. The interface both engines implement is in
 * db-types.ts (the engines import it, and this file imports the engines); it is re-exported here.
 */
import type { Db, Queryable } from './db-types';

export type { Db, PoolStats, Queryable, QueryOptions } from './db-types';

export interface DbOptions {
  /** A postgres:// URL; when absent PGlite is used in `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir: string;
}

export async function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./engine-postgres');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./engine-pglite');
  return openPglite(options.dataDir);
}

/** Does the database answer within `timeoutMs`? (Health checks: a quick yes or no, never a hang.) */
export async function databaseAnswers(db: Queryable, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const ping = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
