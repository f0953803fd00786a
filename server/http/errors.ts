import type { Context } from 'hono';
import { endpoints } from '../../src/contract/endpoints';
import type { Logger } from '../logger';
import { DatabaseUnavailableError } from '../store/connection-errors';
import { InvalidInputError } from '../store/invalid-input';
import { ApiError } from './api-error';
import { domainApiError } from './domain-errors';

/** The database is away (a restart, a failover): try again shortly. */
export const databaseUnavailable = (outcomeUnknown = false) =>
  new ApiError(
    503,
    'service_unavailable',
    outcomeUnknown
      ? 'The connection to the database broke while this change was being saved, so it may or may not have been applied. Check, then try again.'
      : 'The service cannot reach its database right now; nothing was changed. Try again in a few seconds.',
    undefined,
    { 'Retry-After': '5' },
  );
import type { AppEnv } from './app-env';
import { honoPath } from './route';

/** The error envelope for `error`, with its headers. */
export const envelope = (c: Context<AppEnv>, error: ApiError) => {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  const { code, message, details } = error;
  return c.json(
    { status: 'error', error: details ? { code, message, details } : { code, message } },
    error.status,
  );
};

/** Turns anything thrown into the error envelope; unexpected errors become a 500 with no internals. */
export const onError = (log: Logger) => (err: Error, c: Context<AppEnv>) => {
  if (err instanceof ApiError) return envelope(c, err);
  const refused = domainApiError(err);
  if (refused) return envelope(c, refused);
  if (err instanceof InvalidInputError)
    return envelope(c, new ApiError(400, 'invalid_request', err.message, err.details));
  if (err instanceof DatabaseUnavailableError) {
    log.error('database unavailable', { request_id: c.get('requestId'), error: String(err.cause) });
    return envelope(c, databaseUnavailable(err.outcomeUnknown));
  }
  log.error('unhandled error', { request_id: c.get('requestId'), error: err.message, stack: err.stack });
  return envelope(
    c,
    new ApiError(
      500,
      'internal_error',
      `Something went wrong on our side. Quote request id ${c.get('requestId')} to support.`,
    ),
  );
};

const patterns = Object.values(endpoints).map((e) => ({
  method: e.method.toUpperCase(),
  regex: new RegExp(`^/api/v1${honoPath(e.path).replace(/:\w+/g, '[^/]+')}$`),
}));

/** Unknown API routes: 405 with Allow when the path exists under another method, else 404. */
export const apiNotFound = (c: Context<AppEnv>) => {
  const allowed = patterns.filter((p) => p.regex.test(c.req.path)).map((p) => p.method);
  if (allowed.length) {
    c.header('Allow', allowed.join(', '));
    return envelope(
      c,
      new ApiError(
        405,
        'method_not_allowed',
        `${c.req.method} is not allowed here; use ${allowed.join(' or ')}.`,
      ),
    );
  }
  return envelope(c, new ApiError(404, 'not_found', `There is no API route ${c.req.method} ${c.req.path}.`));
};
