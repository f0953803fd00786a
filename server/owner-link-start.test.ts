import { afterAll, expect, it } from 'vitest';
import { sessionCookieName } from '../src/contract';
import { goodPassword } from './test/people';
import { serviceProcess } from './test/service-process';
import { until } from './test/until';

/**
 * `npm start`'s first-start Owner link, from the real entry point (a PGlite directory of its own, or
 * a schema on TEST_DATABASE_URL): printed beside the key link while nobody has come in, a fresh one
 * (the last revoked) at a restart, none once the Owner has set a password through it.
 */
const service = serviceProcess({});
afterAll(() => service.dispose());

const ownerLine =
  /Set the Owner's password with this link \(once\): (http:\/\/\S+)\/invitation#token=([\w-]+)/;

/** Starts it and waits for its sign-in lines (the key link's, then the Owner link's when owed). */
async function start() {
  const url = await service.start();
  await until('the sign-in lines', () => /Sign in with/.test(service.output()));
  // A request answered means the lines printed with the start are all out.
  await fetch(`${url}/api/v1/health`);
  return { url, owner: ownerLine.exec(service.output()) };
}

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('prints an Owner link once per unused state, the newest working, then none once used', async () => {
  const first = await start();
  expect(first.owner, service.output()).not.toBeNull();
  expect(first.owner![1]).toBe(first.url);
  expect(service.output()).toMatch(/#key=/); // the key link for API use stays
  expect(service.output()).not.toMatch(/Warning/);
  await service.stop();

  const second = await start();
  const token = second.owner![2]!;
  expect(token).not.toBe(first.owner![2]);
  expect((await post(second.url, '/auth/invitation', { token: first.owner![2] })).status).toBe(410);
  const read = await post(second.url, '/auth/invitation', { token });
  expect(((await read.json()) as { data: unknown }).data).toMatchObject({ email: null, role: 'owner' });

  const accepted = await post(second.url, '/auth/invitation/accept', {
    token,
    name: 'Olive',
    email: 'olive@first-start.test',
    password: goodPassword,
  });
  expect(accepted.status).toBe(201);
  expect(accepted.headers.get('set-cookie')).toContain(`${sessionCookieName}=`);
  await service.stop();

  const third = await start();
  expect(third.owner).toBeNull();
  expect(service.output()).not.toMatch(/Set the Owner's password/);
}, 180_000);
