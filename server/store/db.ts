/**
 * The one interface the service talks to storage through. Two engines speak the same PostgreSQL
 * dialect behind it: embedded PGlite (a data directory) and a real PostgreSQL server (DATABASE_URL).
 */
export interface QueryOptions {
  /**
   * Cancels the statement when aborted (a reader that left, a shutdown): on PostgreSQL the server
   * stops working on it at once. PGlite runs each statement to its end in this process.
   */
  signal?: AbortSignal | undefined;
}

export interface Queryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: all of its writes land, or none do. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Cancels the statements still running (PostgreSQL), then closes every connection. */
  close(): Promise<void>;
  readonly engine: 'pglite' | 'postgres';
  /** The connection pool's state (PostgreSQL); PGlite has one in-process connection and no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  max: number;
  /** Connections checked out by a query or transaction. */
  inUse: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

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
