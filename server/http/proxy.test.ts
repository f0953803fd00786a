import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { addPerson, browserHeaders, sessionOf } from '../test/signed-in-person';
import type { AppEnv } from './app-env';
import { requestId } from './middleware';
import { proxyApi } from './proxy';

let upstream: TestService;
let server: ServerType;
let down: ServerType;
let base: string;
let downBase: string;
let silent: ServerType;
let silentBase: string;
let mute: ReturnType<typeof createServer>;

/** The dashboard's server in API_BASE_URL mode, in front of `upstream`. */
const proxyTo = (upstreamUrl: string, answerTimeoutMs?: number) =>
  new Promise<{ server: ServerType; base: string }>((resolve) => {
    const app = new Hono<AppEnv>();
    app.use(requestId);
    proxyApi(upstreamUrl, undefined, { answerTimeoutMs })(app);
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
  // A service that takes the connection and never answers.
  mute = createServer(() => {});
  await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve));
  const { port } = mute.address() as AddressInfo;
  ({ server: silent, base: silentBase } = await proxyTo(`http://127.0.0.1:${port}`, 300));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => down.close(() => resolve()));
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  mute.closeAllConnections();
  await new Promise<void>((resolve) => mute.close(() => resolve()));
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

it("forwards a signed-in person's write from a page of its own origin: the service sees the host the browser used", async () => {
  const person = await addPerson(upstream.db, { email: 'via-proxy@people.test', role: 'admin' });
  const session = await sessionOf(upstream.db, upstream.ctx.config, person);
  const write = (origin: string) =>
    fetch(`${base}/suppressions`, {
      method: 'POST',
      headers: { ...browserHeaders(base, session), origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${origin.length}@via-proxy.test`, reason: 'manual' }),
    });
  expect((await write(new URL(base).origin)).status).toBe(201);
  // The service's own origin is another origin than the dashboard's, as is any other.
  expect((await write(new URL(upstream.base).origin)).status).toBe(403);
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

it('answers 504 in the error envelope when the service takes the request and never answers', async () => {
  const res = await fetch(`${silentBase}/suppressions`, {
    headers: { authorization: `Bearer ${upstream.keys.admin}` },
  });
  expect(res.status).toBe(504);
  const id = res.headers.get('x-request-id');
  expect(await res.json()).toEqual({
    status: 'error',
    error: {
      code: 'gateway_timeout',
      message: `The API service did not answer within 0.3 s. Quote request id ${id} to support.`,
    },
  });
});
