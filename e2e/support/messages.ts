import { expect, type APIRequestContext } from '@playwright/test';
import { e2eKeys } from './keys';

/** Submits a message through the API (the send key); answers its id. */
export async function send(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const response = await request.post('/api/v1/messages', {
    headers: { Authorization: `Bearer ${e2eKeys().send}` },
    data: { to, subject },
  });
  expect(response.status()).toBe(202);
  return ((await response.json()) as { data: { message: { id: string } } }).data.message.id;
}

/** Waits, through the API, until the simulator has taken the message to `status`. */
export async function settle(request: APIRequestContext, id: string, status: string) {
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/messages/${id}`, {
        headers: { Authorization: `Bearer ${e2eKeys().stats}` },
      });
      return ((await response.json()) as { data: { message: { status: string } } }).data.message.status;
    })
    .toBe(status);
}
