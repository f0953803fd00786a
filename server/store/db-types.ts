/**
 * The one interface the service talks to storage through. Two engines speak the same PostgreSQL
 * dialect behind it: embedded PGlite (a data directory) and a real PostgreSQL server (DATABASE_URL).
 * The engines implement these types and db.ts opens the engines, so the types live apart from both.
 */
export interface QueryOptions {
  /**
   * Cancels the statement when aborted (a reader that left, a shutdown): on PostgreSQL the server
   * stops working on it at once. PGlite runs each statement to its end in this process.
   */
  signal?: AbortSignal | undefined;
  /**
   * A statement run on every event (the write path): PostgreSQL parses it once per connection and
   * may keep its plan, instead of planning it anew each time. Only for SQL built from constants,
   * never for text that varies with input (each text is a statement kept on every connection).
   * PGlite plans every statement in this process either way.
   */
  prepared?: boolean | undefined;
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
