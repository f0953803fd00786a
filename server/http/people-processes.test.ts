import { afterEach, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/contract';
import { signInLimits, signInRefused } from '../services/people/sign-in';
import { openDb, type Queryable } from '../store/db';
import { freshDb, sameStore, startTestService } from '../test/harness';
import { serviceProcess } from '../test/service-process';
import { addPerson, sessionTokenSet } from '../test/signed-in-person';

/**
 * What one service learns about a person, every service knows: failed sign-ins (the lockout) are
 * counted in the database, and a person's role and removal are read from it on every request. Two
 * services on one store, in this process (PGlite shared, or a pool each on PostgreSQL), and two real
 * service processes on PostgreSQL.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const password = 'a long and unusual passphrase 7';

/** A browser's request to the service at `origin`, from a page of that origin. */
async function request(
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
  return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as any };
}

/** The scenario, against services at origins `a` and `b` sharing the store `db`. */
async function sharedAcrossServices(a: string, b: string, db: Queryable) {
  await addPerson(db, { email: 'locked@people.test', role: 'admin', password });
  await addPerson(db, { email: 'bystander@people.test', role: 'viewer', password });
  const adminId = await addPerson(db, { email: 'admin@people.test', role: 'admin', password });
  const signIn = (origin: string, email: string, pw = password) =>
    request(origin, 'POST', '/session', { email, password: pw });

  // Lockout per account: the failures made through either service add up.
  for (let i = 0; i < signInLimits.perAccount; i++) {
    const wrong = await signIn(i % 2 ? a : b, 'locked@people.test', 'wrong password number x');
    expect(wrong.status).toBe(401);
  }
  const wrongAgain = await signIn(a, 'locked@people.test', 'wrong password number x');
  for (const origin of [a, b]) {
    // Locked: the right password is answered exactly like a wrong one.
    const locked = await signIn(origin, 'locked@people.test');
    expect(locked.status).toBe(401);
    expect(locked.json.error).toEqual({ code: 'unauthorized', message: signInRefused });
    expect(locked.text).toBe(wrongAgain.text);
    expect(locked.headers.getSetCookie()).toEqual([]);
  }
  // Another account from the same address is not locked with it.
  expect((await signIn(b, 'bystander@people.test')).status).toBe(201);
  // Once the window has passed, the right password signs in, and clears the account's failures.
  await db.query(`UPDATE sign_in_failures SET at = at - make_interval(mins => $1::int + 1)`, [
    signInLimits.windowMinutes,
  ]);
  expect((await signIn(b, 'locked@people.test')).status).toBe(201);
  const left = await db.query(`SELECT 1 FROM sign_in_failures WHERE scope = 'account:locked@people.test'`);
  expect(left).toHaveLength(0);

  // Lockout per address: failures for any accounts, through either service, lock every account.
  for (let i = 0; i < signInLimits.perAddress; i++) {
    expect((await signIn(i % 2 ? a : b, `nobody${i}@people.test`)).status).toBe(401);
  }
  const fromAddress = await signIn(a, 'bystander@people.test');
  expect(fromAddress.status).toBe(401);
  expect(fromAddress.json.error.message).toBe(signInRefused);
  await db.query(`DELETE FROM sign_in_failures`);

  // Attempts racing through both services at once cannot slip past the limit: each holds its place
  // among the account's failures before its password is checked.
  await addPerson(db, { email: 'raced@people.test', role: 'viewer', password });
  const raced = await Promise.all(
    Array.from({ length: 2 * signInLimits.perAccount }, (_, i) =>
      signIn(i % 2 ? a : b, 'raced@people.test', 'wrong password number x'),
    ),
  );
  expect(raced.map((r) => r.status)).toEqual(raced.map(() => 401));
  const counted = await db.query(`SELECT 1 FROM sign_in_failures WHERE scope = 'account:raced@people.test'`);
  expect(counted).toHaveLength(signInLimits.perAccount);
  expect((await signIn(a, 'raced@people.test')).status).toBe(401);
  await db.query(`DELETE FROM sign_in_failures`);

  // Demoted, then removed, through the store: the other service sees it at the next request.
  const signedIn = await signIn(a, 'admin@people.test');
  expect(signedIn.status).toBe(201);
  const session = {
    cookie: `${sessionCookieName}=${sessionTokenSet(signedIn.headers)}`,
    'x-csrf-token': signedIn.json.data.csrf_token as string,
  };
  const suppress = (origin: string, email: string) =>
    request(origin, 'POST', '/suppressions', { email, reason: 'manual' }, session);
  expect((await suppress(b, 'as-admin@x.test')).status).toBe(201);
  await db.query(`UPDATE people SET role = 'viewer' WHERE id = $1`, [adminId]);
  const demoted = await suppress(b, 'as-viewer@x.test');
  expect(demoted.status).toBe(403);
  expect(demoted.json.error.message).toContain('viewer');
  expect((await request(b, 'GET', '/suppressions', undefined, session)).status).toBe(200);
  await db.query(`UPDATE people SET removed_at = now() WHERE id = $1`, [adminId]);
  for (const origin of [a, b]) {
    expect((await request(origin, 'GET', '/suppressions', undefined, session)).status).toBe(401);
  }
}

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL, a pool each' : 'PGlite, shared';

it(`two services on one store (${engine}) share the lockout and see a demotion and a removal at once`, async () => {
  const store = await freshDb();
  const a = await startTestService({}, { store });
  const b = await startTestService({}, { store: await sameStore(store) });
  cleanups.push(a.close, b.close);
  const origin = (base: string) => base.replace(/\/api\/v1$/, '');
  await sharedAcrossServices(origin(a.base), origin(b.base), a.db);
});

it.skipIf(!process.env.TEST_DATABASE_URL)(
  'two service processes on one PostgreSQL database share the lockout and see a demotion and a removal at once',
  async () => {
    const store = await freshDb();
    await store.db.close();
    cleanups.push(store.drop);
    const services = [0, 1].map(() => serviceProcess({ DATABASE_URL: store.url! }));
    for (const s of services) cleanups.push(() => s.dispose());
    const [a, b] = [await services[0]!.start(), await services[1]!.start()];
    const db = await openDb({ databaseUrl: store.url!, dataDir: '' });
    cleanups.push(() => db.close());
    await sharedAcrossServices(a, b, db);
  },
  60_000,
);
