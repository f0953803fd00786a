import pg from 'pg';
import type { Db, Queryable } from './db';
import { DatabaseUnavailableError, isConnectionError } from './connection-errors';

// bigint (int8) columns come back as strings by default; ids and counts here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Pauses between attempts while the server is away: about 3 s in all before a request gives up. */
const retryDelaysMs = [100, 300, 800, 1800];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statements that only read: safe to send again whatever happened to the first try. */
const readOnly = /^\s*(select|with\s[\s\S]*\bselect\b(?![\s\S]*\b(insert|update|delete)\b))/i;

export interface PostgresHealth {
  /** Connection errors seen since start (pool and queries), for metrics and health. */
  errors: number;
  lastError: string | null;
}

export async function openPostgres(url: string): Promise<Db & { health: PostgresHealth }> {
  // Every session in UTC: days and timestamps mean the same whatever the server's own zone.
  const given = new URL(url).searchParams.get('options');
  const options = [given, '-c TimeZone=UTC'].filter(Boolean).join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options, connectionTimeoutMillis: 5_000 });
  const health: PostgresHealth = { errors: 0, lastError: null };
  const noteError = (error: unknown) => {
    health.errors++;
    health.lastError = error instanceof Error ? error.message : String(error);
  };
  // An idle client whose server went away emits `error` on the pool; unheard, it ends the process.
  // The pool drops that client by itself; the next checkout opens a fresh connection.
  pool.on('error', noteError);
  // A checked-out client reports the same on itself (its query fails too, and is handled there).
  pool.on('connect', (client) => client.on('error', noteError));
  // Fail at start, not on the first request, when the server cannot be reached.
  await pool.query('select 1');

  /**
   * Runs `attempt` again after a lost connection, when that is safe: `safe(error)` says whether the
   * failed try can have changed anything. Past the retries, the request is told "unavailable" (503).
   */
  const withRetry = async <T>(attempt: () => Promise<T>, safe: () => boolean): Promise<T> => {
    for (let i = 0; ; i++) {
      try {
        return await attempt();
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        noteError(error);
        if (!safe()) throw new DatabaseUnavailableError(error, true);
        if (i >= retryDelaysMs.length) throw new DatabaseUnavailableError(error);
        await sleep(retryDelaysMs[i]!);
      }
    }
  };

  const query = <T>(sql: string, params?: readonly unknown[]) => {
    let sent = false;
    return withRetry(
      async () => {
        sent = false;
        const client = await pool.connect();
        sent = true;
        try {
          const rows = (await client.query(sql, params as unknown[])).rows as T[];
          client.release();
          return rows;
        } catch (error) {
          // A broken connection is destroyed, never handed to the next caller.
          client.release(isConnectionError(error) ? (error as Error) : undefined);
          throw error;
        }
      },
      // A lone write may have committed before the connection broke: only reads, or a try that never
      // reached the server, go again.
      () => !sent || readOnly.test(sql),
    );
  };

  return {
    engine: 'postgres',
    health,
    poolStats: () => ({
      max: pool.options.max ?? 10,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    // A transaction that never committed changed nothing, so it is run again from the start. Once
    // COMMIT is sent, a broken connection leaves its outcome unknown: that one is not retried.
    transaction: async (fn) => {
      let committing = false;
      return withRetry(
        async () => {
          committing = false;
          const client = await pool.connect();
          let broken: Error | undefined;
          try {
            await client.query('BEGIN');
            const tx: Queryable = {
              query: async <T>(sql: string, params?: readonly unknown[]) =>
                (await client.query(sql, params as unknown[])).rows as T[],
            };
            const result = await fn(tx);
            committing = true;
            await client.query('COMMIT');
            return result;
          } catch (error) {
            if (isConnectionError(error)) broken = error as Error;
            else await client.query('ROLLBACK').catch(() => undefined);
            throw error;
          } finally {
            client.release(broken);
          }
        },
        () => !committing,
      );
    },
    close: () => pool.end(),
  };
}
