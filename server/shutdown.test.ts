import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDb } from './store/db';
import { until } from './test/until';

/**
 * `npm start` as an operator runs it, stopped with SIGTERM under write load: npm passes the signal
 * on, the service finishes what it accepted, closes the store and exits 0; every acknowledged write
 * is there afterwards.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const key = 'shutdown-admin-key-0123456789';

it('SIGTERM to `npm start` under load: exit 0 within 10 s, nothing acknowledged lost', async () => {
  const child = spawn('npm', ['start'], {
    env: {
      ...process.env,
      PORT: '0',
      SEED: 'none',
      DASHBOARD: 'off',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_API_KEY: key,
      LOG_LEVEL: 'error',
      RATE_LIMIT_BURST: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  );
  await until('the service to listen', () => /running on (http:\/\/\S+)/.test(out), 60_000, 50);
  const base = /running on (http:\/\/\S+)/.exec(out)![1]!;

  const acknowledged: string[] = [];
  let n = 0;
  let stop = false;
  const load = Promise.all(
    [0, 1, 2].map(async () => {
      while (!stop) {
        const email = `s${n++}@shutdown.example`;
        const res = await fetch(`${base}/api/v1/suppressions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        }).catch(() => null);
        if (!res) break;
        if (res.status === 201) acknowledged.push(email);
      }
    }),
  );
  await until('some writes', () => acknowledged.length >= 30, 30_000);
  const signalled = Date.now();
  child.kill('SIGTERM');
  const { code, at } = await exited;
  stop = true;
  await load;
  expect(code, out).toBe(0);
  expect(at - signalled).toBeLessThan(10_000);

  const db = await openDb({ dataDir });
  try {
    const rows = await db.query<{ email: string }>('SELECT email FROM suppressions');
    const stored = new Set(rows.map((r) => r.email));
    expect(acknowledged.filter((e) => !stored.has(e))).toEqual([]);
  } finally {
    await db.close();
  }
}, 90_000);
