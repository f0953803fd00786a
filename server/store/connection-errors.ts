/**
 * Errors that mean "the database connection is gone or not there yet" (a restart, a failover,
 * `pg_terminate_backend`, a refused connect), as opposed to errors about the statement itself.
 */
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTCONN',
  '57P01', // admin_shutdown: the server is shutting down (restart, pg_terminate_backend)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);

export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (connectionCodes.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection error|terminating connection|Client was closed|timeout exceeded when trying to connect/i.test(
      message,
    )
  );
}

/**
 * Thrown once retries are spent: the HTTP layer answers 503 with Retry-After. `outcomeUnknown` when
 * the connection broke after a write was sent (it may have committed), so the answer must not say
 * "nothing changed".
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    cause: unknown,
    readonly outcomeUnknown = false,
  ) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
