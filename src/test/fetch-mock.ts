import { vi } from 'vitest';

/** A JSON answer as the service sends it, with a request id like the real one. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req_test', ...headers },
  });
}

export const errorBody = (code: string, message: string) => ({ status: 'error', error: { code, message } });

/** Replaces `globalThis.fetch` with a handler by path (`/api/v1` stripped); returns the mock. */
export function mockFetch(
  handler: (path: string, init: RequestInit | undefined) => Response | Promise<Response>,
) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return handler(url.pathname.replace(/^\/api\/v1/, ''), init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
