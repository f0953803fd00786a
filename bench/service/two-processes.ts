/**
 * Two service processes side by side on one PostgreSQL database (how the reference service scales
 * out): list throughput with one process answering and with both, then messages submitted through
 * both with a webhook subscribed, counting what a loopback receiver gets: every delivery once.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { deliveryIdOf, startReceiver } from '../../server/test/receiver';
import type { BenchRow } from '../report';
import { benchPort, startBenchService, type RunningService } from './bench-service';
import type { BenchStore } from './bench-store';
import { postJson } from './timing';

const connections = 10;
const duration = 10;
const messages = 1000;

const load = (service: RunningService) =>
  autocannon({
    url: `${service.baseUrl}/api/v1/suppressions?limit=50`,
    connections,
    duration,
    headers: { authorization: `Bearer ${service.adminKey}` },
  });

async function send(service: RunningService, sendKey: string, n: number) {
  const res = await fetch(`${service.baseUrl}/api/v1/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sendKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to: `two-processes-${n}@example.com`, subject: `Two processes #${n}` }),
  });
  if (res.status !== 202) throw new Error(`POST /messages → ${res.status}: ${await res.text()}`);
}

export async function measureTwoProcesses(first: RunningService, store: BenchStore): Promise<BenchRow[]> {
  const sendKey = `bench_${randomBytes(24).toString('base64url')}`;
  // The second process registers the send key in the shared database; the first accepts it too.
  const second = await startBenchService(store, {
    keys: { admin: first.adminKey, stats: first.statsKey },
    port: benchPort + 1,
    env: { SEND_API_KEY: sendKey },
  });
  const receiver = await startReceiver();
  try {
    const one = await load(first);
    const both = await Promise.all([load(first), load(second)]);
    const bothRate = both.reduce((sum, r) => sum + r.requests.average, 0);
    if ([one, ...both].some((r) => r.non2xx || r.errors)) throw new Error('two processes: failed requests');

    await postJson(first, '/api/v1/webhooks', { url: receiver.url, event_types: ['delivered'] });
    const started = performance.now();
    for (let n = 0; n < messages; n += 2)
      await Promise.all([send(first, sendKey, n), send(second, sendKey, n + 1)]);
    // The simulator and the webhook sender of both processes share the work through row locks.
    const deadline = Date.now() + 300_000;
    while (new Set(receiver.received.map(deliveryIdOf)).size < messages && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // a late duplicate would land by now
    const distinct = new Set(receiver.received.map(deliveryIdOf)).size;
    const duplicates = receiver.received.length - distinct;
    return [
      {
        area: 'service',
        engine: 'postgres',
        measure: `list, 50 rows: one process vs two on one database (autocannon, ${connections} connections each, ${duration} s)`,
        value: `${Math.round(one.requests.average).toLocaleString('en')} → ${Math.round(bothRate).toLocaleString('en')} req/s`,
        budget: '—',
        met: null,
      },
      {
        area: 'service',
        engine: 'postgres',
        measure: `two processes: ${messages.toLocaleString('en')} messages sent through both, one webhook`,
        value: `${distinct.toLocaleString('en')} deliveries, ${duplicates} sent twice (${Math.round(seconds)} s)`,
        budget: `all ${messages.toLocaleString('en')}, none twice`,
        met: distinct === messages && duplicates === 0,
      },
    ];
  } finally {
    await receiver.close();
    await second.stop();
  }
}
