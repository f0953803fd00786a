import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { App, AppEnv } from './app-env';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from '../../src/contract/zod';
import type { Endpoint } from '../../src/contract/endpoints';
import { authenticate, requirePermission, type Principal } from './auth';
import { hasNoBody, readJsonBody } from './json-body';
import type { RateLimiter } from './rate-limit';
import type { KeyUsage } from './key-usage';
import type { AuditActor } from '../store/repos/audit-repo';
import type { Db } from '../store/db';
import { parseInput, rejectNulCharacters } from './validate';

type Out<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The path's `{name}` segments, parsed with the endpoint's `params` schema (400 when malformed). */
  params: Out<E['params']>;
  principal: Principal;
  /** Who is making this change, for the audit trail. */
  actor: AuditActor;
  c: Context<AppEnv>;
}

export type Handler<E extends Endpoint> = (input: RouteInput<E>) => Promise<z.input<E['data']>>;

/** What a route hands to a service that parses its own input: the body as sent (JSON, NUL-free). */
export type RawBodyInput<E extends Endpoint> = Omit<RouteInput<E>, 'body'> & { body: unknown };

/** The connecting client's address (this service is reached directly: no proxy header is trusted). */
export const clientAddress = (c: Context<AppEnv>) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

type Deps = { db: Db; limiter: RateLimiter; failedAuthLimiter: RateLimiter; keyUsage: KeyUsage };

/**
 * Authenticates, checks the permission, spends a rate-limit token, and parses path, query and body
 * with the endpoint's schemas: what every route does before its handler, which only sees valid input.
 */
async function readInput<E extends Endpoint>(c: Context<AppEnv>, deps: Deps, endpoint: E, parseBody = true) {
  const principal = await authenticate(deps.db, c.req.header('authorization')).catch(
    async (error: unknown) => {
      // Guessing keys is hopeless (256 bits), but a flood of them is still load: past a budget of
      // failures per client address, answer 429 instead of looking keys up. Valid keys never wait.
      await deps.failedAuthLimiter.take(`ip:${clientAddress(c)}`);
      throw error;
    },
  );
  c.set('keyId', principal.keyId);
  if (endpoint.permission !== 'any') requirePermission(principal, endpoint.permission);
  await deps.limiter.take(principal.keyId);
  deps.keyUsage.touch(principal.keyId);
  rejectNulCharacters(c.req.param(), 'path');
  rejectNulCharacters(c.req.queries(), 'query');
  const params = endpoint.params ? parseInput(endpoint.params, c.req.param(), 'path') : undefined;
  // A repeated parameter (`reason=a&reason=b`) means all of its values: joined as the comma list
  // the list parameters take; a scalar given twice then fails its own check, naming it.
  const rawQuery = Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.join(',')]));
  const query = endpoint.query ? parseInput(endpoint.query, rawQuery, 'query') : undefined;
  const rawBody = endpoint.body
    ? endpoint.bodyOptional && hasNoBody(c)
      ? {}
      : await readJsonBody(c)
    : undefined;
  rejectNulCharacters(rawBody, 'body');
  const body = endpoint.body && parseBody ? parseInput(endpoint.body, rawBody, 'body') : rawBody;
  return {
    query: query as Out<E['query']>,
    body: body as Out<E['body']>,
    params: params as Out<E['params']>,
    principal,
    actor: { keyId: principal.keyId, keyName: principal.keyName, requestId: c.get('requestId') },
    c,
  };
}

/**
 * Registers one contract endpoint and wraps what the handler returns in the success envelope with
 * the endpoint's status. Only for endpoints without a body: a body is the service's to parse
 * (routeToService), which the type holds every route to.
 */
export function route<E extends Endpoint & { body?: undefined }>(
  app: App,
  deps: Deps,
  endpoint: E,
  handler: Handler<E>,
) {
  app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), async (c) => {
    const data = await handler(await readInput(c, deps, endpoint));
    return c.json({ status: 'success', data }, endpoint.status as ContentfulStatusCode);
  });
}

/**
 * As `route`, for a write whose service parses the body itself with the contract's schema (and
 * refuses it with its own domain error, worded as `route` words it): the handler passes it on as is.
 */
export function routeToService<E extends Endpoint>(
  app: App,
  deps: Deps,
  endpoint: E,
  handler: (input: RawBodyInput<E>) => Promise<z.input<E['data']>>,
) {
  app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), async (c) => {
    const data = await handler(await readInput(c, deps, endpoint, false));
    return c.json({ status: 'success', data }, endpoint.status as ContentfulStatusCode);
  });
}

/** An endpoint that answers in its own media type (a CSV stream): the handler builds the response. */
export function routeRaw<E extends Endpoint>(
  app: App,
  deps: Deps,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Response>,
) {
  app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), async (c) =>
    handler(await readInput(c, deps, endpoint)),
  );
}
