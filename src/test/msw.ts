import { HttpResponse, type JsonBodyType } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/** One msw server per test file; handlers are set per test with `server.use(...)`. */
export function startMswServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export const api = (path: string) => `*/api/v1${path}`;

/** A request's path as the API names it (`/api/v1` stripped), with its query string. */
export const apiPath = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`;
};

/**
 * Every request the server sees during a test, in order, so a test can assert what was asked
 * (and what was not) whichever handler answered it.
 */
export function recordRequests(server: SetupServerApi): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(request));
  afterEach(() => void requests.splice(0));
  return requests;
}

/** A JSON answer as the service sends it, with a request id like the real one. */
export const reply = (status: number, body: JsonBodyType, headers: Record<string, string> = {}) =>
  HttpResponse.json(body, { status, headers: { 'X-Request-Id': 'req_test', ...headers } });

export const ok = (data: JsonBodyType) => ({ status: 'success', data });
export const errorBody = (code: string, message: string, details?: JsonBodyType[]) => ({
  status: 'error',
  error: { code, message, ...(details ? { details } : {}) },
});
