import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import type { AppEnv } from './app-env';
import { requestId } from './middleware';
import { proxyApi } from './proxy';

let upstream: TestService;
let server: ServerType;
let down: ServerType;
let base: string;
let downBase: string;

/** The dashboard's server in API_BASE_URL mode, in front of `upstream`. */
const proxyTo = (upstreamUrl: string) =>
  new Promise<{ server: ServerType; base: string }>((resolve) => {
    const app = new Hono<AppEnv>();
    app.use(requestId);
    proxyApi(upstreamUrl)(app);
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ server, base: `http://127.0.0.1:${info.port}/api/v1` }),
    );
  });

beforeAll(async () => {
  upstream = await startTestService();
  ({ server, base } = await proxyTo(upstream.base.replace(/\/api\/v1$/, '')));
  // A port that was just free: nothing answers there.
  const gone = await proxyTo('http://127.0.0.1:9');
  ({ server: down, base: downBase } = gone);
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => down.close(() => resolve()));
  await upstream.close();
});

it('API_BASE_URL mode forwards method, path, query, headers and body, and answers what the service answered', async () => {
  const auth = { authorization: `Bearer ${upstream.keys.admin}` };
  const created = await fetch(`${base}/suppressions`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'via-proxy@example.com', reason: 'unsubscribe' }),
  });
  expect(created.status).toBe(201);
  expect(created.headers.get('x-request-id')).toBeTruthy();

  const listed = await fetch(`${base}/suppressions?q=via-proxy`, { headers: auth });
  const body = (await listed.json()) as { data: { total: number; suppressions: { reason: string }[] } };
  expect(body.data.total).toBe(1);
  expect(body.data.suppressions[0]?.reason).toBe('unsubscribe');

  const denied = await fetch(`${base}/stats/overview`, { headers: auth });
  expect(denied.status).toBe(403);
  expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('forbidden');
});

it('answers 502 in the error envelope, with the request id to quote, when the service does not answer', async () => {
  for (const [method, body] of [
    ['GET', undefined],
    ['POST', JSON.stringify({ email: 'lost@example.com' })],
  ] as const) {
    const res = await fetch(`${downBase}/suppressions`, {
      method,
      headers: { authorization: `Bearer ${upstream.keys.admin}`, 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const json = (await res.json()) as { status: string; error: { code: string; message: string } };
    expect(json).toEqual({
      status: 'error',
      error: {
        code: 'bad_gateway',
        message: `The API service did not answer. Quote request id ${id} to support.`,
      },
    });
    expect(JSON.stringify(json)).not.toContain(upstream.keys.admin);
    expect(json.error.message).not.toContain('127.0.0.1');
  }
});
