import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';
import { startReceiver } from '../test/receiver';

let s: TestService;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true });
  receiver = await startReceiver();
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});

const signedWith = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const hour = 3_600_000;
const rotate = (id: number, body?: unknown) => s.call('POST', `/webhooks/${id}/rotate-secret`, body);
const listed = async (id: number) =>
  (await s.call('GET', '/webhooks')).json.data.webhooks.find((w: { id: number }) => w.id === id);
/** A test send, answering the signature the receiver got with it. */
const sendAndSignature = async (id: number) => {
  await s.call('POST', `/webhooks/${id}/test`);
  const last = receiver.received.at(-1)!;
  return { signature: last.headers['x-service-signature'], body: last.body };
};

describe('staged secret rotation', () => {
  it('keeps signing with the current secret until the new one takes over, then with the new one', async () => {
    const start = Date.now();
    s.setNow(() => new Date(start));
    const created = (await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] }))
      .json.data.webhook;
    expect(await listed(created.id)).toMatchObject({ secret_rotates_at: null });

    const staged = await rotate(created.id, { activate_in_hours: 2 });
    expect(staged.status).toBe(200);
    const next = staged.json.data.webhook.secret as string;
    expect(next).toMatch(/^whsec_/);
    const takeover = new Date(start + 2 * hour).toISOString();
    expect(staged.json.data.webhook.secret_rotates_at).toBe(takeover);
    expect(await listed(created.id)).toMatchObject({ secret_rotates_at: takeover });

    s.setNow(() => new Date(start + hour));
    const before = await sendAndSignature(created.id);
    expect(before.signature).toBe(signedWith(created.secret, before.body));

    s.setNow(() => new Date(start + 2 * hour + 1));
    const after = await sendAndSignature(created.id);
    expect(after.signature).toBe(signedWith(next, after.body));
    // One value on the wire, as the spec shows it.
    expect(after.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await listed(created.id)).toMatchObject({ secret_rotates_at: null });

    const audit = (await s.call('GET', `/audit-log?action=webhook.rotate_secret&target_id=${created.id}`))
      .json.data.entries;
    expect(audit[0].detail).toEqual({ activate_at: takeover });
    expect(JSON.stringify(audit)).not.toContain(next);
    s.setNow(() => new Date());
  });

  it('rotating now (no body, or 0 hours) replaces the secret at once and drops a staged one', async () => {
    const created = (await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] }))
      .json.data.webhook;
    await rotate(created.id, { activate_in_hours: 24 });
    const now = await rotate(created.id, { activate_in_hours: 0 });
    expect(now.json.data.webhook.secret_rotates_at).toBeNull();
    const sent = await sendAndSignature(created.id);
    expect(sent.signature).toBe(signedWith(now.json.data.webhook.secret, sent.body));

    const bare = await rotate(created.id);
    expect(bare.status).toBe(200);
    const again = await sendAndSignature(created.id);
    expect(again.signature).toBe(signedWith(bare.json.data.webhook.secret, again.body));
  });

  it('refuses a delay outside 0 to 168 hours, naming the field, and keeps the secret', async () => {
    const created = (await s.call('POST', '/webhooks', { url: receiver.url, event_types: ['delivered'] }))
      .json.data.webhook;
    for (const [body, field] of [
      [{ activate_in_hours: 169 }, 'activate_in_hours'],
      [{ activate_in_hours: -1 }, 'activate_in_hours'],
      [{ activate_in_hours: '2' }, 'activate_in_hours'],
      [{ activate_at: '2030-01-01T00:00:00Z' }, 'body'],
    ] as const) {
      const res = await rotate(created.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.details[0].field).toBe(field);
    }
    expect((await s.call('POST', `/webhooks/${created.id}/rotate-secret`, 'not json')).status).toBe(400);
    const sent = await sendAndSignature(created.id);
    expect(sent.signature).toBe(signedWith(created.secret, sent.body));
    expect(await listed(created.id)).toMatchObject({ secret_rotates_at: null });
  });
});
