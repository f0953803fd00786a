/**
 * `npm run bench:soak`: the reference service under steady traffic for SOAK_MINUTES (default 30)
 * with webhooks to hosts that fail every way a host can: a name whose address cannot be reached,
 * a name whose lookup never answers, one answered only after 35 s, a name that does not exist, a
 * refused port, a reset, a failed TLS handshake, a receiver that fails half the time, one that
 * answers near the timeout or past it, and a healthy one. Everything runs on 127.0.0.1, names
 * through a DNS server of its own. With SOAK_DATABASE_URL, two service processes share one
 * PostgreSQL database (a schema of their own); without it, one process on PGlite.
 *
 * It ends with the verdict the reliability issue asks for: every process alive throughout, every
 * delivery's attempts recorded (one attempt row per counted attempt, nothing stuck on a lapsed
 * lease), and no delivery sent twice at once (no two attempts of one delivery overlap in time, and
 * no receiver ever saw one delivery id twice in flight).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../server/store/db';
import { startDnsServer } from '../server/test/dns-server';
import { startHostileEndpoints } from '../server/test/hostile-endpoints';

const minutes = Number(process.env.SOAK_MINUTES ?? 30);
const databaseUrl = process.env.SOAK_DATABASE_URL;
const messageEveryMs = 1_000;
const retrySchedule = '5,30,120,300';
const adminKey = `soak_admin_${randomBytes(16).toString('hex')}`;
const sendKey = `soak_send_${randomBytes(16).toString('hex')}`;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

/** A receiver that answers as told and notes any delivery id that arrives while one is in flight. */
async function receiver(answer: (n: number) => { status: number; delayMs: number }) {
  const inFlight = new Set<string>();
  const stats = { requests: 0, overlaps: 0 };
  const server = createServer((req, res) => {
    const id = String(req.headers['x-service-delivery-id']);
    stats.requests++;
    if (inFlight.has(id)) stats.overlaps++;
    inFlight.add(id);
    req.resume();
    const { status, delayMs } = answer(stats.requests);
    const done = () => inFlight.delete(id);
    res.on('close', done);
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(status).end(`answer ${status}`);
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, stats, close: () => server.close() };
}

async function freshSchema(url: string) {
  const schema = `soak_${Date.now()}`;
  const admin = await openDb({ databaseUrl: url, dataDir: '' });
  await admin.exec(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE SCHEMA ${schema}`);
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  return scoped.toString();
}

function startProcess(env: Record<string, string>, name: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exits: string[] = [];
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  child.on('exit', (code, signal) => exits.push(`${name} exited (${code ?? signal})`));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /running on (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
      if (found || exits.length) clearInterval(timer);
      if (exits.length) reject(new Error(`${name} did not start: ${out}`));
    }, 100);
  });
  return { child, url, exits, output: () => out };
}

async function api(base: string, key: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as { data?: unknown } | null };
}

async function main() {
  const hostile = await startHostileEndpoints();
  const dns = await startDnsServer({
    'unreachable.soak.test': { a: ['127.255.255.255'] },
    'hang.soak.test': { silent: true },
    'slow-dns.soak.test': { a: ['127.0.0.1'], delayMs: 35_000 },
    'refused.soak.test': { a: ['127.0.0.1'] },
    'reset.soak.test': { a: ['127.0.0.1'] },
    'not-tls.soak.test': { a: ['127.0.0.1'] },
  });
  const healthy = await receiver(() => ({ status: 200, delayMs: 20 }));
  const flaky = await receiver((n) => ({ status: n % 2 ? 500 : 200, delayMs: 50 }));
  const slow = await receiver((n) => ({ status: 200, delayMs: n % 2 ? 9_000 : 12_000 }));

  const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-soak-'));
  const storeUrl = databaseUrl ? await freshSchema(databaseUrl) : '';
  const env = {
    PORT: '0',
    SEED: 'none',
    DASHBOARD: 'off',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    DATABASE_URL: storeUrl,
    ADMIN_API_KEY: adminKey,
    SEND_API_KEY: sendKey,
    SIMULATOR_STEP_MS: '200',
    ALLOW_LOOPBACK_WEBHOOKS: '1',
    WEBHOOK_DNS_SERVERS: dns.server,
    WEBHOOK_RETRY_SCHEDULE: retrySchedule,
    RATE_LIMIT_BURST: '100000',
  };
  const processes = databaseUrl
    ? [startProcess(env, 'process 1'), startProcess(env, 'process 2')]
    : [startProcess(env, 'process')];
  const bases = await Promise.all(processes.map((p) => p.url));
  log(`${processes.length} process(es) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${minutes} min`);

  const hooks: Record<string, string> = {
    [healthy.url]: 'delivered',
    [flaky.url]: 'delivered',
    [slow.url]: 'bounced',
    'https://unreachable.soak.test/hook': 'bounced',
    'https://hang.soak.test/hook': 'bounced',
    'https://slow-dns.soak.test/hook': 'bounced',
    'https://missing.soak.test/hook': 'bounced',
    [`https://refused.soak.test:${hostile.closedPort}/hook`]: 'bounced',
    [`https://reset.soak.test:${hostile.resetPort}/hook`]: 'bounced',
    [`https://not-tls.soak.test:${hostile.notTlsPort}/hook`]: 'bounced',
  };
  for (const [url, event] of Object.entries(hooks)) {
    const created = await api(bases[0]!, adminKey, '/webhooks', { url, event_types: [event] });
    if (created.status !== 201) throw new Error(`webhook ${url}: ${created.status}`);
  }

  // Traffic: one message a second, through each process in turn; one in twenty bounces.
  let sent = 0;
  let refused = 0;
  const stopAt = Date.now() + minutes * 60_000;
  let alive = true;
  while (Date.now() < stopAt) {
    const base = bases[sent % bases.length]!;
    const to = sent % 20 === 0 ? `bounce+${sent}@example.com` : `reader${sent}@example.com`;
    const res = await api(base, sendKey, '/messages', { to, subject: `Soak #${sent}` }).catch(() => null);
    if (res?.status === 202) sent++;
    else refused++;
    if (sent % 300 === 0)
      log(
        `${sent} messages sent, ${refused} refused; receivers: ${healthy.stats.requests} healthy, ${flaky.stats.requests} flaky, ${slow.stats.requests} slow`,
      );
    if (processes.some((p) => p.exits.length)) {
      alive = false;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, messageEveryMs));
  }
  // Past the last retry step, every delivery has had every attempt it will get.
  log('traffic stopped; waiting out the retry schedule');
  const settleUntil = Date.now() + 8 * 60_000;
  while (alive && Date.now() < settleUntil) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    if (processes.some((p) => p.exits.length)) alive = false;
  }

  for (const p of processes) p.child.kill('SIGTERM');
  const exitCodes = await Promise.all(
    processes.map(
      (p) =>
        new Promise<number | null>((resolve) =>
          p.child.exitCode !== null ? resolve(p.child.exitCode) : p.child.once('exit', resolve),
        ),
    ),
  );
  const db: Db = await openDb({ databaseUrl: storeUrl || undefined, dataDir });
  try {
    const [counts] = await db.query<Record<string, number>>(
      `SELECT count(*)::int AS deliveries,
              count(*) FILTER (WHERE state = 'succeeded')::int AS succeeded,
              count(*) FILTER (WHERE state = 'failed')::int AS failed,
              count(*) FILTER (WHERE state = 'pending')::int AS pending,
              (SELECT count(*)::int FROM webhook_attempts) AS attempts
       FROM webhook_deliveries`,
    );
    const [unrecorded] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries d
       WHERE d.attempt_count <> (SELECT count(*) FROM webhook_attempts a WHERE a.delivery_id = d.id)`,
    );
    const [neverTried] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_deliveries WHERE attempt_count = 0`,
    );
    // An attempt is recorded when it ends, with its latency: two of one delivery must not overlap.
    const [overlapping] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM webhook_attempts a JOIN webhook_attempts b
         ON a.delivery_id = b.delivery_id AND a.id < b.id
        AND a.attempted_at - a.latency_ms * interval '1 ms' < b.attempted_at
        AND b.attempted_at - b.latency_ms * interval '1 ms' < a.attempted_at`,
    );
    const errors = await db.query<{ error: string; n: number }>(
      `SELECT regexp_replace(coalesce(error, 'ok'), '[0-9a-f]{8}-[0-9a-f-]{27}|:\\d+', '', 'g') AS error, count(*)::int AS n
       FROM webhook_attempts GROUP BY 1 ORDER BY n DESC LIMIT 12`,
    );
    const verdict = {
      engine: databaseUrl ? 'postgres (2 processes)' : 'pglite',
      minutes,
      messagesSent: sent,
      alive,
      exitCodes,
      ...counts,
      attemptsNotRecorded: unrecorded!.n,
      neverTried: neverTried!.n,
      overlappingAttempts: overlapping!.n,
      receiverOverlaps: healthy.stats.overlaps + flaky.stats.overlaps + slow.stats.overlaps,
    };
    console.log(JSON.stringify(verdict, null, 2));
    console.table(errors);
    const ok =
      alive &&
      exitCodes.every((c) => c === 0) &&
      verdict.attemptsNotRecorded === 0 &&
      verdict.neverTried === 0 &&
      verdict.overlappingAttempts === 0 &&
      verdict.receiverOverlaps === 0;
    log(ok ? 'soak passed' : `soak FAILED${processes.flatMap((p) => p.exits).join('; ')}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await db.close();
    healthy.close();
    flaky.close();
    slow.close();
    await dns.close();
    await hostile.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
