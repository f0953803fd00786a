import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import type { AppEnv } from './app-env';
import { proxyApi } from './proxy';

let upstream: TestService;
let server: ServerType;
let base: string;

beforeAll(async () => {
  upstream = await startTestService();
  const app = new Hono<AppEnv>();
  proxyApi(upstream.base.replace(/\/api\/v1$/, ''))(app);
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  base = `http://127.0.0.1:${port}/api/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
