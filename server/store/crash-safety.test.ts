import { afterAll, expect, it } from 'vitest';
import { serviceProcess } from '../test/service-process';

const adminKey = 'crash-test-admin-key-0123456789';
const service = serviceProcess({ ADMIN_API_KEY: adminKey });
afterAll(() => service.dispose());

it('keeps every acknowledged write across a kill -9, and takes over the stale lock', async () => {
  let url = await service.start();
  const headers = { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' };
  const emails = Array.from({ length: 20 }, (_, i) => `kept${i}@crash.test`);
  for (const email of emails) {
    const res = await fetch(`${url}/api/v1/suppressions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(201);
  }
  const batch = await fetch(`${url}/api/v1/suppressions/batch`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      items: Array.from({ length: 500 }, (_, i) => ({ email: `batch${i}@crash.test` })),
    }),
  });
  expect(batch.status).toBe(200);

  await service.kill();

  url = await service.start();
  const res = await fetch(`${url}/api/v1/suppressions?q=crash.test&limit=1`, { headers });
  expect(((await res.json()) as { data: { total: number } }).data.total).toBe(520);
}, 60_000);
