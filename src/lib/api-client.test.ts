import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from '@/contract/zod';
import { suppressionDataSchema, suppressionListDataSchema } from '@/contract';
import { api, errorBody, reply, startMswServer } from '@/test/msw';
import { apiRequest, buildQueryString, isApiError, parseRetryAfter, type ApiError } from './api-client';
import { session } from './session';

const key = 'rk_secret_0123456789';
const suppression = {
  id: 1,
  email: 'a@example.com',
  reason: 'manual',
  created_at: '2026-01-02T03:04:05.000Z',
};

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const server = startMswServer();
/** Answers every API request with `answer` and returns the requests it was sent. */
function answerAll(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  server.use(
    http.all(api('/*'), ({ request }) => {
      requests.push(request.clone());
      return answer();
    }),
  );
  return requests;
}

beforeEach(() => session.signIn(key));
afterEach(() => session.signOut());

describe('apiRequest', () => {
  it('sends the key as a bearer header and returns the parsed data', async () => {
    const requests = answerAll(() =>
      reply(200, {
        status: 'success',
        data: { suppressions: [suppression], total: 1, extra: 'ignored' },
      }),
    );
    const data = await apiRequest('/suppressions', {
      query: { limit: 1, q: '', reason: ['manual', 'complaint'] },
      schema: suppressionListDataSchema,
    });
    expect(data).toEqual({ suppressions: [suppression], total: 1 });
    const [request] = requests;
    // Same origin as the page: the path alone was asked for.
    expect(request!.url).toBe(
      new URL('/api/v1/suppressions?limit=1&reason=manual%2Ccomplaint', location.href).href,
    );
    expect(request!.url).not.toContain(key);
    expect(request!.headers.get('Authorization')).toBe(`Bearer ${key}`);
  });

  it('sends a JSON body and prefers an explicit key', async () => {
    const requests = answerAll(() => reply(201, { status: 'success', data: { ok: true } }));
    await apiRequest('/things', {
      method: 'POST',
      body: { a: 1 },
      schema: z.object({ ok: z.boolean() }),
      apiKey: 'other',
    });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(await request!.text()).toBe('{"a":1}');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Authorization')).toBe('Bearer other');
  });

  it('turns the error envelope into an ApiError with request id and Retry-After', async () => {
    answerAll(() =>
      reply(
        429,
        {
          status: 'error',
          error: { code: 'rate_limited', message: 'Slow down.', details: [{ message: 'x' }] },
        },
        { 'Retry-After': '7' },
      ),
    );
    const error = await failure(apiRequest('/suppressions', { schema: z.unknown() }));
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Slow down.',
      requestId: 'req_test',
      retryAfter: 7,
    });
    expect(error.details).toEqual([{ message: 'x' }]);
  });

  it('reports a 401 without the key in the message', async () => {
    answerAll(() => reply(401, errorBody('unauthorized', 'Missing or invalid API key.')));
    const error = await failure(apiRequest('/stats/overview', { schema: z.unknown() }));
    expect(error.status).toBe(401);
    expect(error.code).toBe('unauthorized');
    expect(error.message).not.toContain(key);
  });

  it('maps a failed fetch to network_error with status 0', async () => {
    answerAll(() => HttpResponse.error());
    const error = await failure(apiRequest('/suppressions', { schema: z.unknown() }));
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });

  it('passes an abort through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    // The service would answer: only the abort can make the call fail.
    answerAll(() => reply(200, { status: 'success', data: {} }));
    await expect(apiRequest('/x', { schema: z.unknown(), signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reports an HTML error page by its status, with no page text', async () => {
    answerAll(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(apiRequest('/suppressions', { schema: z.unknown() }));
    expect(error).toMatchObject({ status: 502, code: 'internal_error' });
    expect(error.message).toMatch(/HTTP 502/);
  });

  it.each([
    [{ message: 'Already suppressed' }, 'Already suppressed'],
    [{ error: 'Already suppressed' }, 'Already suppressed'],
    [{ error: { message: 'Already suppressed' } }, 'Already suppressed'],
    [{ errors: ['email is taken', { message: 'reason is odd' }] }, 'email is taken; reason is odd'],
    [{ title: 'Conflict', detail: 'Already suppressed' }, 'Already suppressed'],
  ])("shows a refusal in a foreign shape %j in the service's own words", async (body, words) => {
    answerAll(() => reply(409, body, { 'X-Request-Id': 'req-foreign-1' }));
    const error = await failure(
      apiRequest('/suppressions', { method: 'POST', body: {}, schema: z.unknown() }),
    );
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: words,
      requestId: 'req-foreign-1',
    });
  });

  it('shows a plain-text refusal as it is', async () => {
    answerAll(
      () =>
        new HttpResponse('Address already suppressed', {
          status: 422,
          headers: { 'Content-Type': 'text/plain' },
        }),
    );
    const error = await failure(
      apiRequest('/suppressions', { method: 'POST', body: {}, schema: z.unknown() }),
    );
    expect(error).toMatchObject({ status: 422, message: 'Address already suppressed' });
  });

  it('says so when an error has no readable body', async () => {
    answerAll(() => reply(500, { oops: true }));
    const error = await failure(apiRequest('/x', { schema: z.unknown() }));
    expect(error).toMatchObject({ status: 500, code: 'internal_error' });
    expect(error.message).toMatch(/HTTP 500/);
  });

  it.each([
    ['204 without a body', () => new HttpResponse(null, { status: 204 })],
    ['200 with empty data', () => reply(200, { status: 'success', data: {} })],
    ['202 in its own shape', () => reply(202, { ok: true })],
  ])('a tolerant write takes %s as success, without the resource (null)', async (_, answer) => {
    answerAll(answer);
    const result = await apiRequest('/suppressions', {
      method: 'POST',
      body: {},
      schema: suppressionDataSchema,
      tolerant: true,
    });
    expect(result).toBeNull();
  });

  it('names the field when a success answer breaks the contract', async () => {
    answerAll(() =>
      reply(200, {
        status: 'success',
        data: { suppressions: [{ ...suppression, created_at: 'yesterday' }], total: 1 },
      }),
    );
    const error = await failure(apiRequest('/suppressions', { schema: suppressionListDataSchema }));
    expect(error.code).toBe('bad_response');
    expect(error.message).toContain('data.suppressions.0.created_at');
    expect(error.details[0]?.field).toBe('data.suppressions.0.created_at');
  });
});

describe('helpers', () => {
  it('builds query strings, skipping empty values', () => {
    expect(buildQueryString({ a: undefined, b: null, c: '', d: [] })).toBe('');
    expect(buildQueryString({ q: 'a b', limit: 5 })).toBe('?q=a+b&limit=5');
  });

  it('parses Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('12')).toBe(12);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
  });
});
