import { endpoints, type Endpoint, type EndpointName } from '@/contract';
import { z } from '@/contract/zod';
import { apiBasePath, apiRequest, ApiError, buildQueryString, type ApiQuery } from './api-client';
import { knownRefusal, recordOutcome } from './capabilities';
import { apiStream } from './api-stream';
import { withRaw } from './with-raw';

type E<N extends EndpointName> = (typeof endpoints)[N];
type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : never;
/**
 * A query is written as the contract reads it (arrays, numbers), never as wire strings: the one
 * serialiser (`buildQueryString`) turns it into what the service parses back with the same schema.
 */
type QueryOf<S> = S extends z.ZodMiniType ? Partial<z.output<S>> : never;
type ParamsOf<N extends EndpointName> =
  E<N> extends { params: z.ZodMiniObject } ? Record<keyof z.input<E<N>['params']>, string | number> : never;
type DataOf<N extends EndpointName> = z.output<E<N>['data']>;

/** Only the parts this endpoint has: `params` for `{id}` paths, `query`, `body`. */
export type CallOptions<N extends EndpointName> = (E<N> extends { params: z.ZodMiniObject }
  ? { params: ParamsOf<N> }
  : { params?: never }) &
  (E<N> extends { query: z.ZodMiniType } ? { query?: QueryOf<E<N>['query']> } : { query?: never }) &
  (E<N> extends { body: z.ZodMiniType } ? { body: InputOf<E<N>['body']> } : { body?: never }) & {
    signal?: AbortSignal | undefined;
    /** Use this key instead of the session's (the connect screen probes a key before storing it). */
    apiKey?: string;
  };

/**
 * Reads resolve to the parsed `data`. Writes resolve to it too, or to null when a service answered
 * 2xx without the resource in our shape (204, empty `data`, its own shape): the caller refetches.
 */
export type CallResult<N extends EndpointName> = E<N>['method'] extends 'get' ? DataOf<N> : DataOf<N> | null;

/** `/webhooks/{id}` with `{ id: 3 }` → `/webhooks/3`, each value checked by the contract first. */
export function endpointPath<N extends EndpointName>(
  name: N,
  params?: Record<string, string | number>,
): string {
  const endpoint: { path: string; params?: z.ZodMiniObject } = endpoints[name];
  const raw = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
  if (endpoint.params && !endpoint.params.safeParse(raw).success) {
    throw new ApiError({
      status: 0,
      code: 'invalid_request',
      message: `Not a valid id for ${endpoint.path}.`,
    });
  }
  return endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(raw[key] ?? ''));
}

/** `GET /api/v1/messages/{id}` as a person reads it: for notes that name an endpoint, and raw views. */
export function endpointLabel<N extends EndpointName>(
  name: N,
  params?: Record<string, string | number>,
): string {
  const path = params ? endpointPath(name, params) : endpoints[name].path;
  return `${endpoints[name].method.toUpperCase()} ${apiBasePath}${path}`;
}

/** The address of an endpoint the browser opens itself (single sign-on's start), with its query. */
export function endpointUrl<N extends EndpointName>(name: N, query?: ApiQuery): string {
  return `${apiBasePath}${endpointPath(name)}${buildQueryString(query)}`;
}

/**
 * The one way the dashboard calls the API: path, method and response schema come from the contract's
 * endpoint table, so they are written once for the service and the dashboard alike.
 */
export function callEndpoint<N extends EndpointName>(
  name: N,
  options: CallOptions<N>,
): Promise<CallResult<N>> {
  const endpoint = endpoints[name];
  return send(name, options, endpoint.data, endpoint.method !== 'get') as Promise<CallResult<N>>;
}

/** A read parsed with the contract, with `data` kept exactly as it arrived (the raw JSON views). */
export function callEndpointKeepingRaw<N extends EndpointName>(
  name: N,
  options: CallOptions<N>,
): Promise<{ parsed: DataOf<N>; raw: unknown }> {
  return send(name, options, withRaw(endpoints[name].data), false) as Promise<{
    parsed: DataOf<N>;
    raw: unknown;
  }>;
}

/**
 * `data` unparsed, for answers whose shape the spec leaves open (statistics): the caller checks it
 * against our shape and shows what it can otherwise.
 */
export function callEndpointUnparsed<N extends EndpointName>(
  name: N,
  options: CallOptions<N>,
): Promise<unknown> {
  return send(name, options, z.unknown(), false);
}

/** An endpoint that streams its own media type (an export): the response, its body not yet read. */
export function streamEndpoint<N extends EndpointName>(name: N, options: CallOptions<N>): Promise<Response> {
  const endpoint: Endpoint = endpoints[name];
  const { params, query, signal } = options as {
    params?: Record<string, string | number>;
    query?: ApiQuery;
    signal?: AbortSignal;
  };
  const refused = knownRefusal(name, { query });
  if (refused) return Promise.reject(refused);
  return apiStream(endpointPath(name, params), {
    method: endpoint.method.toUpperCase() as 'GET',
    query,
    signal,
    accept: endpoint.produces ?? 'application/json',
  }).then(recorded(name, { query }), failed(name, { query }));
}

function send(name: EndpointName, options: object, schema: z.ZodMiniType, tolerant: boolean) {
  const endpoint = endpoints[name];
  const { params, query, body, signal, apiKey } = options as {
    params?: Record<string, string | number>;
    query?: ApiQuery;
    body?: unknown;
    signal?: AbortSignal;
    apiKey?: string;
  };
  // One answer per capability per session: an extension the service said it lacks is not asked again.
  const refused = knownRefusal(name, { query, body });
  if (refused) return Promise.reject(refused);
  return apiRequest(endpointPath(name, params), {
    method: endpoint.method.toUpperCase() as 'GET' | 'POST' | 'DELETE' | 'PATCH',
    query,
    body,
    schema,
    signal,
    apiKey,
    tolerant,
  }).then(recorded(name, { query, body }), failed(name, { query, body }));
}

// Every extension's outcome is recorded; a route-level miss becomes the one `Unsupported` error.
type Sent = { query?: unknown; body?: unknown };
const recorded =
  (name: EndpointName, sent: Sent) =>
  <T>(data: T): T => {
    recordOutcome(name, sent);
    return data;
  };
const failed = (name: EndpointName, sent: Sent) => (error: unknown) => {
  throw recordOutcome(name, sent, error);
};
