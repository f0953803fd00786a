import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb, type Db } from '../store/db';
import { freshDb } from './harness';

/**
 * The real entry point (`server/index.ts`, what `npm start` runs) as a child process, API only, for
 * tests that kill it with SIGKILL and start it again. Its store is a PGlite directory of its own, or
 * a throwaway schema on the PostgreSQL server named by TEST_DATABASE_URL (like the storage tests).
 */
export function serviceProcess(env: Record<string, string>, { preload = [] as string[] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-process-'));
  let schema: { url: string; drop: () => Promise<void> } | undefined;
  let child: ChildProcess | undefined;
  let url = '';
  let out = '';
  const databaseUrl = async () => {
    if (env.DATABASE_URL !== undefined) return env.DATABASE_URL;
    if (!process.env.TEST_DATABASE_URL) return '';
    if (!schema) {
      const store = await freshDb();
      await store.db.close();
      schema = { url: store.url!, drop: store.drop };
    }
    return schema.url;
  };
  return {
    /** The PGlite data directory (unused on PostgreSQL). */
    dataDir,
    engine: env.DATABASE_URL || process.env.TEST_DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
    /** Starts it and resolves with its URL once it listens; `extra` adds to `env` for this start. */
    start: async (extra: Record<string, string> = {}) => {
      const DATABASE_URL = await databaseUrl();
      return new Promise<string>((resolve, reject) => {
        child = spawn(
          process.execPath,
          ['--import', 'tsx', ...preload.flatMap((p) => ['--import', p]), 'server/index.ts'],
          {
            env: {
              ...process.env,
              DATA_DIR: dataDir,
              PORT: '0',
              SEED: 'none',
              DASHBOARD: 'off',
              LOG_LEVEL: 'error',
              DATABASE_URL,
              ...env,
              ...extra,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const listening = /running on (http:\/\/\S+)/.exec(out)?.[1];
          if (listening) resolve((url = listening));
        });
        child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('exit', (code) => reject(new Error(`service exited with ${code}: ${out}`)));
      });
    },
    /** One API request to the running process, its JSON answer parsed (POST when there is a body). */
    call: async (key: string, path: string, body?: unknown) => {
      const res = await fetch(`${url}/api/v1${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
      return { status: res.status, json: (await res.json()) as any };
    },
    /** Opens the store directly, to check it row by row. PGlite: only while the service is down. */
    open: async (): Promise<Db> => openDb({ databaseUrl: await databaseUrl(), dataDir }),
    /** What it printed so far (stdout and stderr), for failure messages. */
    output: () => out,
    /** Still alive (it did not exit on its own)? */
    running: () => child !== undefined && child.exitCode === null && child.signalCode === null,
    /** SIGTERM, as an operator stops it: resolves with its exit code and how long it took to exit. */
    stop: async () => {
      if (!child || child.exitCode !== null || child.signalCode !== null)
        return { code: child?.exitCode, ms: 0 };
      const started = Date.now();
      const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
    /** kill -9, and wait until it is gone. */
    kill: async () => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    dispose: async function () {
      await this.kill();
      await schema?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
