import { DatabaseUnavailableError, isConnectionError } from '../store/connection-errors';
import type { Db, Queryable } from '../store/db';
import type { Metrics } from './metrics';

/**
 * Errors that came from the database: a connection that is gone, or a statement it refused (those
 * carry a SQLSTATE `code`). An ApiError thrown inside a transaction is the caller's, not counted.
 */
function kindOf(error: unknown): 'connection' | 'query' | null {
  if (error instanceof DatabaseUnavailableError || isConnectionError(error)) return 'connection';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? 'query' : null;
}

/** The same database, with every failed call counted in relaydesk_database_errors_total. */
export function countDatabaseErrors(db: Db, metrics: Metrics): Db {
  const counted = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      const kind = kindOf(error);
      if (kind) metrics.databaseError(kind);
      throw error;
    });
  // Inside a transaction the statements are not counted one by one: a failure ends the whole
  // transaction, which is counted once.
  const query: Queryable['query'] = (sql, params, options) => counted(db.query(sql, params, options));
  return {
    engine: db.engine,
    query,
    transaction: (fn) => counted(db.transaction(fn)),
    exec: (sql) => counted(db.exec(sql)),
    close: () => db.close(),
    ...(db.poolStats ? { poolStats: () => db.poolStats!() } : {}),
  };
}
