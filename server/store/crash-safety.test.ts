import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-crash-'));
const adminKey = 'crash-test-admin-key-0123456789';
let child: ChildProcess | undefined;

/** The real entry point (`npm start` minus npm), on a PGlite directory, printing its URL. */
function startService(): Promise<string> {
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        SEED: 'none',
        DASHBOARD: 'off',
        LOG_LEVEL: 'error',
        ADMIN_API_KEY: adminKey,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`service exited with ${code}: ${out}`)));
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps every acknowledged write across a kill -9, and takes over the stale lock', async () => {
  let url = await startService();
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

  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child!.kill('SIGKILL');
  await exited;

  url = await startService();
  const res = await fetch(`${url}/api/v1/suppressions?q=crash.test&limit=1`, { headers });
  expect(((await res.json()) as { data: { total: number } }).data.total).toBe(520);
}, 60_000);
