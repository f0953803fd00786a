import type { z } from '@/contract/zod';
import { errorEnvelopeSchema, successEnvelope } from '@/contract/envelope';
import { csrfHeaderName } from '@/contract/people';
import { ApiError, parseRetryAfter } from './api-error';
import { session } from './session';
import { reportReachable, reportUnreachable } from './connectivity';
import { codeForStatus, foreignErrorMessage } from './foreign-errors';

export { ApiError, isApiError, parseRetryAfter } from './api-error';
export type { ApiErrorInit, ClientErrorCode } from './api-error';

export const apiBasePath = '/api/v1';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type ApiQuery = Record<string, QueryValue>;

export interface ApiRequestOptions<T extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'DELETE' | 'PATCH';
  query?: ApiQuery;
  body?: unknown;
  /** Schema of `data` in the success envelope. */
  schema: T;
  signal?: AbortSignal;
  /** Use this key instead of the session's (the connect screen probes a key before storing it). */
  apiKey?: string;
  /**
   * Writes: any 2xx is success, with or without a body. An answer without the resource in our
   * shape (204, empty `data`, another service's own shape) resolves to null: the caller refetches.
   */
  tolerant?: boolean;
  /** A streamed answer (an export): resolve to the response once it is a 2xx, its body unread. */
  stream?: boolean;
  accept?: string;
}

/** `?a=1&reason=x,y`: empty values are left out, arrays become the comma lists the API takes. */
export function buildQueryString(query: ApiQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else {
      params.set(name, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * One success envelope per data schema, built once: building a zod object schema costs, and zod
 * works out an object's shape on its first parse, so a fresh envelope per response paid both each time.
 */
const envelopes = new WeakMap<z.ZodMiniType, z.ZodMiniType>();
function envelopeOf(schema: z.ZodMiniType): z.ZodMiniType {
  let envelope = envelopes.get(schema);
  if (!envelope) envelopes.set(schema, (envelope = successEnvelope(schema)));
  return envelope;
}

/** `data.suppressions.0.created_at: Invalid ISO datetime`: says which field broke the contract. */
function describeIssue(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'unexpected shape';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions<T> & { tolerant: true },
): Promise<z.output<T> | null>;
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  options: ApiRequestOptions<T>,
): Promise<z.output<T>>;
export async function apiRequest<T extends z.ZodMiniType>(
  path: string,
  {
    method = 'GET',
    query,
    body,
    schema,
    signal,
    apiKey,
    tolerant = false,
    stream,
    accept,
  }: ApiRequestOptions<T>,
): Promise<z.output<T> | null> {
  const headers = new Headers({ Accept: accept ?? 'application/json' });
  const key = apiKey ?? session.getApiKey();
  if (key) headers.set('Authorization', `Bearer ${key}`);
  // A person's session is the httpOnly cookie; their writes also carry the session's CSRF token.
  const csrf = key ? null : session.getCsrfToken();
  if (csrf && method !== 'GET') headers.set(csrfHeaderName, csrf);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`${apiBasePath}${path}${buildQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      // A key travels in the header only: the browser adds no cookie of this origin. Without a key
      // the cookie is the session (a person's, or the one signing in sets).
      credentials: key ? 'omit' : 'same-origin',
    });
  } catch (error) {
    // Cancellation is not a failure: react-query expects the AbortError back as it is.
    if (signal?.aborted) throw error;
    reportUnreachable();
    throw new ApiError({ status: 0, code: 'network_error', message: "Can't reach the service." });
  }
  reportReachable(response.status);
  if (stream && response.ok) return response as z.output<T>;

  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  const fail = (code: string, message: string, details?: ApiError['details']) =>
    new ApiError({ status: response.status, code, message, details, requestId, retryAfter });

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw fail('bad_response', 'The answer of the service broke off.');
  }
  let json: unknown;
  try {
    json = text.trim() ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }

  if (!response.ok) {
    const parsed = errorEnvelopeSchema.safeParse(json);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw fail(code, message, details);
    }
    const foreign = foreignErrorMessage(json, text, response.headers.get('Content-Type'));
    throw fail(
      codeForStatus(response.status),
      foreign ?? `The service sent an error (HTTP ${response.status}) without an explanation.`,
    );
  }

  const parsed = envelopeOf(schema).safeParse(json);
  // A write that succeeded (2xx) is a success whatever the body says; the caller refetches.
  if (tolerant && !parsed.success) return null;
  if (json === undefined) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    throw fail('bad_response', 'The service sent a response that is not JSON.');
  }
  if (!parsed.success) {
    const details = parsed.error.issues.slice(0, 10).map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    throw fail(
      'bad_response',
      `Unexpected response from the service (${describeIssue(parsed.error.issues[0])}).`,
      details,
    );
  }
  return (parsed.data as { data: z.output<T> }).data;
}
