import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { App, AppEnv } from './app-env';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from '../../src/contract/zod';
import { endpoints, type Endpoint, type EndpointName } from '../../src/contract/endpoints';
import { endpointPowers } from '../../src/contract/roles';
import type { Config } from '../config';
import { authenticate, requireAccess, type Principal } from './auth';
import { refuseCrossSite, requireCsrfProof } from './csrf';
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

/** The client's address as the socket saw it (proxies' headers are not trusted for this). */
export const clientAddress = (c: Context<AppEnv>) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

type Deps = {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  failedAuthLimiter: RateLimiter;
  keyUsage: KeyUsage;
};

/** Each endpoint's name, by its (shared) definition object: the key of its power in the role table. */
const endpointNames = new Map<Endpoint, EndpointName>(
  Object.entries(endpoints).map(([name, e]) => [e as Endpoint, name as EndpointName]),
);
/** The endpoint's name, when its route is registered: a definition outside the contract stops the start. */
function nameOf(endpoint: Endpoint) {
  const name = endpointNames.get(endpoint);
  if (!name)
    throw new Error(`route(): ${endpoint.method} ${endpoint.path} is not an endpoint of the contract`);
  return name;
}

/** Public endpoints (signing in, invitations, resets) have no caller to know: anyone may ask. */
const publicPrincipal: Principal = { keyId: null, keyName: null, permissions: [], powers: new Set() };

/**
 * Who is asking and whether they may: a key's permission, a person's power (and, with the session
 * cookie, the CSRF proof), a rate-limit token. Public endpoints skip all of it.
 */
async function admit(
  c: Context<AppEnv>,
  deps: Deps,
  endpoint: Endpoint,
  name: EndpointName,
): Promise<Principal> {
  if (endpoint.permission === 'public') {
    refuseCrossSite(c, deps.config);
    return publicPrincipal;
  }
  const principal = await authenticate(deps.db, c, deps.config).catch(async (error: unknown) => {
    // Guessing keys or session tokens is hopeless (256 bits), but a flood of them is still load:
    // past a budget of failures per client address, answer 429 instead of looking them up.
    await deps.failedAuthLimiter.take(`ip:${clientAddress(c)}`);
    throw error;
  });
  const { person } = principal;
  if (person) requireCsrfProof(c, deps.config, person.csrfToken);
  else c.set('keyId', principal.keyId!);
  requireAccess(principal, endpoint, endpointPowers[name]);
  await deps.limiter.take(person ? `p:${person.id}` : principal.keyId!);
  if (!person) deps.keyUsage.touch(principal.keyId!);
  return principal;
}

/**
 * Authenticates, checks the permission, spends a rate-limit token, and parses path, query and body
 * with the endpoint's schemas: what every route does before its handler, which only sees valid input.
 */
async function readInput<E extends Endpoint>(
  c: Context<AppEnv>,
  deps: Deps,
  endpoint: E,
  name: EndpointName,
  parseBody = true,
) {
  const principal = await admit(c, deps, endpoint, name);
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
    actor: {
      keyId: principal.keyId,
      keyName: principal.keyName,
      requestId: c.get('requestId'),
      personId: principal.person?.id ?? null,
      personName: principal.person ? principal.person.name || principal.person.email : null,
    },
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
  const name = nameOf(endpoint);
  app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), async (c) => {
    const data = await handler(await readInput(c, deps, endpoint, name));
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
  const name = nameOf(endpoint);
  app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), async (c) => {
    const data = await handler(await readInput(c, deps, endpoint, name, false));
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
  const name = nameOf(endpoint);
  app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), async (c) =>
    handler(await readInput(c, deps, endpoint, name)),
  );
}
