import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, QueryOptions, Queryable } from './db-types';
import { DatabaseUnavailableError, isConnectionError } from './connection-errors';

// bigint (int8) columns come back as strings by default; ids and counts here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Pauses between attempts while the server is away: about 3 s in all before a request gives up. */
const retryDelaysMs = [100, 300, 800, 1800];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Statements that only read: safe to send again whatever happened to the first try. */
const readOnly = /^\s*(select|with\s[\s\S]*\bselect\b(?![\s\S]*\b(insert|update|delete)\b))/i;

/** A prepared statement's name: one per text, so two texts can never meet under one name. */
const statementNames = new Map<string, string>();
const statementName = (sql: string) => {
  let name = statementNames.get(sql);
  if (!name)
    statementNames.set(sql, (name = `rd_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`));
  return name;
};

export interface PostgresHealth {
  /** Connection errors seen since start (pool and queries), for metrics and health. */
  errors: number;
  lastError: string | null;
}

export async function openPostgres(url: string): Promise<Db & { health: PostgresHealth }> {
  // Every session in UTC: days and timestamps mean the same whatever the server's own zone.
  // JIT off (the URL's options may turn it on): it compiles any plan costed above 100,000, and a
  // search through 30,000–90,000 candidates spent 210–530 ms of its time compiling (bench/README.md).
  // The URL's own options go in the same list: left in the URL, they replace it (pg reads the URL last).
  const parsed = new URL(url);
  const given = parsed.searchParams.get('options');
  parsed.searchParams.delete('options');
  const connectionString = parsed.toString();
  const options = ['-c jit=off', given, '-c TimeZone=UTC'].filter(Boolean).join(' ');
  const pool = new pg.Pool({ connectionString, max: 10, options, connectionTimeoutMillis: 5_000 });
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

  /** Connections running a statement right now, each by its server process id, to cancel at close. */
  const busy = new Set<pg.PoolClient>();
  /**
   * Connections whose statement was cancelled: closed instead of going back to the pool, so a cancel
   * that arrives late can never stop the next caller's statement on the same connection.
   */
  const cancelled = new WeakSet<pg.PoolClient>();
  const release = (client: pg.PoolClient, error?: unknown) =>
    client.release(
      cancelled.has(client) || isConnectionError(error) ? ((error as Error) ?? true) : undefined,
    );
  const pidOf = (client: pg.PoolClient) => (client as unknown as { processID: number }).processID;
  /**
   * Asks the server to stop the statements of these connections, over a connection of its own (the
   * pool may be full, or closing): a reader that left or a shutdown must not leave work behind.
   */
  const cancel = async (clients: pg.PoolClient[]) => {
    if (!clients.length) return;
    for (const client of clients) cancelled.add(client);
    const canceller = new pg.Client({ connectionString, options, connectionTimeoutMillis: 2_000 });
    canceller.on('error', noteError);
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend(pid) FROM unnest($1::int[]) AS pid', [
        clients.map(pidOf),
      ]);
    } catch (error) {
      noteError(error);
    } finally {
      await canceller.end().catch(() => undefined);
    }
  };
  /** One statement on a checked-out connection, cancelled on the server when `signal` aborts. */
  const run = async <T>(
    client: pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
    opts?: QueryOptions,
  ) => {
    const signal = opts?.signal;
    signal?.throwIfAborted();
    const onAbort = () => void cancel([client]);
    busy.add(client);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const values = params as unknown[];
      const result = opts?.prepared
        ? await client.query({ name: statementName(sql), text: sql, values })
        : await client.query(sql, values);
      return result.rows as T[];
    } catch (error) {
      // The server's "canceling statement due to user request" is the abort the caller asked for.
      if (signal?.aborted) throw signal.reason;
      throw error;
    } finally {
      busy.delete(client);
      signal?.removeEventListener('abort', onAbort);
    }
  };

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

  const query = <T>(sql: string, params?: readonly unknown[], opts?: QueryOptions) => {
    let sent = false;
    return withRetry(
      async () => {
        sent = false;
        const client = await pool.connect();
        sent = true;
        try {
          const rows = await run<T>(client, sql, params, opts);
          release(client);
          return rows;
        } catch (error) {
          // A broken connection is destroyed, never handed to the next caller.
          release(client, error);
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
          let failure: unknown;
          try {
            await client.query('BEGIN');
            const tx: Queryable = {
              query: <T>(sql: string, params?: readonly unknown[], opts?: QueryOptions) =>
                run<T>(client, sql, params, opts),
            };
            const result = await fn(tx);
            committing = true;
            await client.query('COMMIT');
            return result;
          } catch (error) {
            failure = error;
            if (!isConnectionError(error)) await client.query('ROLLBACK').catch(() => undefined);
            throw error;
          } finally {
            release(client, failure);
          }
        },
        () => !committing,
      );
    },
    close: async () => {
      await cancel([...busy]);
      await pool.end();
    },
  };
}
