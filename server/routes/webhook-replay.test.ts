import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWebhookDeliveriesOnce } from '../delivery/webhook-worker';
import { startTestService, type TestService } from '../test/harness';
import { until } from '../test/until';

/**
 * A loopback receiver that counts, per delivery id, every request and the most it ever had open at
 * once; while `held`, it keeps its answers back until `release()`.
 */
async function startCountingReceiver() {
  const state = { status: 200, held: false };
  const hits = new Map<string, number>();
  const open = new Map<string, number>();
  const maxOpen = new Map<string, number>();
  let waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    const id = String(req.headers['x-service-delivery-id']);
    hits.set(id, (hits.get(id) ?? 0) + 1);
    open.set(id, (open.get(id) ?? 0) + 1);
    maxOpen.set(id, Math.max(maxOpen.get(id) ?? 0, open.get(id)!));
    req.resume();
    req.on('end', () => {
      const answer = () => {
        open.set(id, open.get(id)! - 1);
        res.writeHead(state.status).end('ok');
      };
      if (state.held) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    state,
    hits,
    maxOpen,
    release: () => {
      state.held = false;
      for (const answer of waiting) answer();
      waiting = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let s: TestService;
let receiver: Awaited<ReturnType<typeof startCountingReceiver>>;
beforeAll(async () => {
  // One attempt, no retries: a refused delivery is failed at once.
  s = await startTestService({ ALLOW_LOOPBACK_WEBHOOKS: true, WEBHOOK_RETRY_SCHEDULE: [] });
  receiver = await startCountingReceiver();
});
afterAll(async () => {
  await s.close();
  await receiver.close();
});

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const replay = (id: number, body: unknown, key = s.keys.admin) =>
  s.call('POST', `/webhooks/${id}/replay`, body, key);
const newWebhook = async (path: string) =>
  (await s.call('POST', '/webhooks', { url: `${receiver.url}/${path}`, event_types: ['delivered'] })).json
    .data.webhook as { id: number };
const states = async (webhookId: number) =>
  Object.fromEntries(
    (
      await s.db.query<{ id: string; state: string }>(
        'SELECT id, state FROM webhook_deliveries WHERE webhook_id = $1',
        [webhookId],
      )
    ).map((r) => [r.id, r.state]),
  );
const drain = async () => {
  for (let i = 0; i < 20 && (await runWebhookDeliveriesOnce(s.ctx)) > 0; i++);
};
const testSend = async (id: number) =>
  (await s.call('POST', `/webhooks/${id}/test`)).json.data.delivery as { id: string; state: string };

describe('replaying a webhook’s deliveries', () => {
  it('counts with dry_run (changing nothing), then sends them again under their own ids', async () => {
    const { id } = await newWebhook('count');
    // One from two hours ago: before `since`, never replayed.
    s.setNow(() => new Date(Date.now() - 2 * 3_600_000));
    const old = await testSend(id);
    s.setNow(() => new Date());
    const ok1 = await testSend(id);
    const ok2 = await testSend(id);
    receiver.state.status = 503;
    const bad = await testSend(id);
    receiver.state.status = 200;
    expect([old.state, ok1.state, ok2.state, bad.state]).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
      'failed',
    ]);
    const before = await states(id);
    const hitsBefore = new Map(receiver.hits);

    const all = await replay(id, { since: hourAgo(), dry_run: true });
    expect(all.status).toBe(200);
    expect(all.json.data).toEqual({ replayed: 3, in_flight: 0, dry_run: true });
    const failed = await replay(id, { since: hourAgo(), failed_only: true, dry_run: true });
    expect(failed.json.data.replayed).toBe(1);
    expect(await states(id)).toEqual(before);
    await drain();
    expect(receiver.hits).toEqual(hitsBefore);

    const onlyFailed = await replay(id, { since: hourAgo(), failed_only: true });
    expect(onlyFailed.json.data).toEqual({ replayed: 1, in_flight: 0, dry_run: false });
    expect((await states(id))[bad.id]).toBe('pending');
    await drain();
    expect((await states(id))[bad.id]).toBe('succeeded');
    expect(receiver.hits.get(bad.id)).toBe(2);
    expect(receiver.hits.get(ok1.id)).toBe(1);

    expect((await replay(id, { since: hourAgo() })).json.data.replayed).toBe(3);
    await drain();
    expect([old, ok1, ok2, bad].map((d) => receiver.hits.get(d.id))).toEqual([1, 2, 2, 3]);
    expect(Object.values(await states(id))).toEqual(Array(4).fill('succeeded'));

    const audit = (await s.call('GET', `/audit-log?action=webhook.replay&target_id=${id}`)).json.data.entries;
    expect(audit.map((e: { detail: object }) => e.detail)).toEqual([
      expect.objectContaining({ failed_only: false, replayed: 3, in_flight: 0 }),
      expect.objectContaining({ failed_only: true, replayed: 1, in_flight: 0 }),
    ]);
  });

  it('refuses a bad since or body with 400 naming the field, and changes nothing', async () => {
    const { id } = await newWebhook('refuse');
    receiver.state.status = 503;
    const bad = await testSend(id);
    receiver.state.status = 200;
    const auditCount = async () =>
      (await s.call('GET', `/audit-log?action=webhook.replay&target_id=${id}`)).json.data.entries.length;
    const inFuture = new Date(Date.now() + 3_600_000).toISOString();
    const tooOld = new Date(Date.now() - (s.ctx.config.RETENTION_DAYS + 1) * 86_400_000).toISOString();
    for (const [body, field] of [
      [{ since: inFuture }, 'since'],
      [{ since: tooOld }, 'since'],
      [{ since: 'yesterday' }, 'since'],
      [{ since: '2026-13-01T00:00:00Z' }, 'since'],
      [{ since: '2026-05-01T09:00:00' }, 'since'],
      [{}, 'since'],
      [{ since: hourAgo(), failed_only: 'yes' }, 'failed_only'],
      [{ since: hourAgo(), dry_run: 1 }, 'dry_run'],
      [{ since: hourAgo(), limit: 5 }, 'body'],
    ] as const) {
      const res = await replay(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('invalid_request');
      expect(res.json.error.details[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await replay(999_999, { since: hourAgo() })).status).toBe(404);
    expect((await replay(id, { since: hourAgo() }, s.keys.stats)).status).toBe(403);
    expect((await states(id))[bad.id]).toBe('failed');
    expect(await auditCount()).toBe(0);
  });

  it('never sends one delivery twice at once: one in flight is left to its attempt', async () => {
    const { id } = await newWebhook('lease');
    await s.call('POST', '/messages', { to: 'held@replay.example', subject: 'held' }, s.keys.send);
    await s.settle();
    const [queued] = Object.keys(await states(id));
    expect(queued).toBeDefined();

    receiver.state.held = true;
    const worker = runWebhookDeliveriesOnce(s.ctx);
    // (Earlier tests' webhooks take `delivered` too: their deliveries are held alongside.)
    await until('the first attempt to reach the receiver', () => receiver.hits.get(queued!) === 1);
    // While the worker holds the lease: two replays at once, a dry run and a second worker.
    const [a, b, dry, second] = await Promise.all([
      replay(id, { since: hourAgo() }),
      replay(id, { since: hourAgo() }),
      replay(id, { since: hourAgo(), dry_run: true }),
      runWebhookDeliveriesOnce(s.ctx),
    ]);
    expect([a.json.data, b.json.data]).toEqual([
      { replayed: 0, in_flight: 1, dry_run: false },
      { replayed: 0, in_flight: 1, dry_run: false },
    ]);
    expect(dry.json.data).toEqual({ replayed: 0, in_flight: 1, dry_run: true });
    expect(second).toBe(0);
    receiver.release();
    await worker;
    await drain();
    expect(receiver.hits.get(queued!)).toBe(1);

    // Not in flight any more: two replays at once queue it again, and two workers send it once.
    const both = await Promise.all([replay(id, { since: hourAgo() }), replay(id, { since: hourAgo() })]);
    expect(both.map((r) => r.json.data.replayed)).toEqual([1, 1]);
    await Promise.all([runWebhookDeliveriesOnce(s.ctx), runWebhookDeliveriesOnce(s.ctx)]);
    await drain();
    expect(receiver.hits.get(queued!)).toBe(2);
    expect(receiver.maxOpen.get(queued!)).toBe(1);
    expect((await states(id))[queued!]).toBe('succeeded');
  });
});
