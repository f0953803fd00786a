import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  endpointPowers,
  endpoints,
  roleTable,
  roles,
  type Endpoint,
  type EndpointName,
  type Permission,
  type Role,
} from '../../src/contract';
import { startTestService, type TestService } from '../test/harness';
import { addPerson, browserHeaders, sessionOf } from '../test/signed-in-person';

/**
 * The permission matrix (issue 55): every endpoint of the contract, asked over real HTTP by a
 * signed-in person of each role, a key of each permission, a removed person and a revoked key. Each
 * answer must be refused (401, or 403 `forbidden`) exactly where the contract's role table
 * (`endpointPowers`) and each endpoint's key `permission` say, and not refused anywhere else: a
 * request that passes authentication may still be refused by its handler (400 for the empty body
 * sent, 404 for the id that names nothing, 409), which counts as allowed. PGlite, and PostgreSQL
 * when TEST_DATABASE_URL is set.
 */

type Caller =
  | { kind: 'person'; role: Role; headers: () => Promise<Record<string, string>> }
  | { kind: 'key'; permission: Permission; headers: () => Promise<Record<string, string>> }
  | { kind: 'removed person' | 'revoked key'; headers: () => Promise<Record<string, string>> };
type Outcome = 'allowed' | 401 | 403;

let t: TestService;
const callers: Record<string, Caller> = {};

beforeAll(async () => {
  // Generous budgets: the matrix makes many requests, and the refused ones count as failed sign-ins.
  t = await startTestService({ RATE_LIMIT_BURST: 5000, FAILED_AUTH_BURST: 5000 });
  for (const role of roles) {
    const id = await addPerson(t.db, { email: `${role}@matrix.test`, role });
    const session = await sessionOf(t.db, t.ctx.config, id);
    // Signing out ends the session it is made with: it gets one of its own each time.
    callers[role] = {
      kind: 'person',
      role,
      headers: async () => browserHeaders(t.base, session),
    };
    callers[`${role} signing out`] = {
      kind: 'person',
      role,
      headers: async () => browserHeaders(t.base, await sessionOf(t.db, t.ctx.config, id)),
    };
  }
  for (const permission of ['admin', 'stats', 'send'] as const) {
    callers[`${permission} key`] = {
      kind: 'key',
      permission,
      headers: async () => ({ authorization: `Bearer ${t.keys[permission]}` }),
    };
  }
  const removed = await addPerson(t.db, { email: 'removed@matrix.test', role: 'owner' });
  const removedSession = await sessionOf(t.db, t.ctx.config, removed);
  await t.db.query(`UPDATE people SET removed_at = now() WHERE id = $1`, [removed]);
  callers['removed person'] = {
    kind: 'removed person',
    headers: async () => browserHeaders(t.base, removedSession),
  };
  const revoked = await t.call('POST', '/keys', { name: 'revoked', permissions: ['admin', 'stats', 'send'] });
  expect(revoked.status).toBe(201);
  expect((await t.call('DELETE', `/keys/${revoked.json.data.key.id}`)).status).toBe(200);
  callers['revoked key'] = {
    kind: 'revoked key',
    headers: async () => ({ authorization: `Bearer ${revoked.json.data.secret}` }),
  };
});
afterAll(() => t.close());

/** What the contract says `caller` gets from `name`. */
function expected(name: EndpointName, caller: Caller): Outcome {
  const endpoint: Endpoint = endpoints[name];
  const power = endpointPowers[name];
  if (endpoint.permission === 'public') return 'allowed';
  if (caller.kind === 'person') {
    if (power === 'self' || power === 'public') return 'allowed';
    return roleTable[caller.role].powers.includes(power) ? 'allowed' : 403;
  }
  if (caller.kind !== 'key') return 401; // a removed person, a revoked key
  if (endpoint.permission === 'person') return 403;
  if (endpoint.permission === 'any') return 'allowed';
  return endpoint.permission === caller.permission ? 'allowed' : 403;
}

/** A path that matches the route: ids that name nothing (a number, or a UUID where one is wanted). */
function pathOf(endpoint: Endpoint) {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const asNumber = {
      ...Object.fromEntries(endpoint.path.match(/\{\w+\}/g)!.map((p) => [p.slice(1, -1), '999999'])),
    };
    const numeric = endpoint.params?.safeParse(asNumber).success ?? true;
    const uuidParam = param === 'delivery_id' || !numeric;
    return uuidParam ? '00000000-0000-4000-8000-000000000000' : '999999';
  });
}

async function ask(name: EndpointName, caller: Caller) {
  const endpoint: Endpoint = endpoints[name];
  const res = await fetch(`${t.base}${pathOf(endpoint)}`, {
    method: endpoint.method.toUpperCase(),
    headers: {
      ...(await caller.headers()),
      ...(endpoint.body ? { 'content-type': 'application/json' } : {}),
    },
    body: endpoint.body ? '{}' : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  let error: { code?: string; message?: string } | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    /* a CSV or a redirect */
  }
  return { status: res.status, code: error?.code, message: error?.message ?? '' };
}

it('refuses exactly what the role table and the key permissions refuse, and nothing else', async () => {
  const differences: string[] = [];
  const names = Object.keys(endpoints) as EndpointName[];
  for (const [label, caller] of Object.entries(callers)) {
    for (const name of names) {
      // Signing out is asked only by the "signing out" callers (it ends the session), and only it.
      if ((name === 'signOut') !== label.endsWith('signing out') && caller.kind === 'person') continue;
      const { status, code } = await ask(name, caller);
      const want = expected(name, caller);
      const got: Outcome = status === 401 ? 401 : status === 403 ? 403 : 'allowed';
      if (got !== want || (status === 403 && code !== 'forbidden')) {
        differences.push(`${name} × ${label}: expected ${want}, got ${status} ${code ?? ''}`.trim());
      }
      if (status >= 500 || status === 429) differences.push(`${name} × ${label}: ${status} ${code ?? ''}`);
    }
  }
  expect(differences).toEqual([]);
}, 120_000);

it('has a route for every endpoint of the contract', async () => {
  const unrouted: EndpointName[] = [];
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    if (name === 'signOut') continue;
    // The API's catch-all (no route here): 405, or 404 naming the path rather than what was looked for.
    const { status, message } = await ask(name, callers.owner!);
    if (status === 405 || message.startsWith('There is no API route')) unrouted.push(name);
  }
  expect(unrouted).toEqual([]);
});
