import type { Server } from 'node:http';
import { answerClientErrors } from '../http/client-errors';
import { serve, type ServerType } from '@hono/node-server';
import { createApp, type AppOptions } from '../app';
import type { DomainCheckDeps } from '../services/domains/run-dns-check';
import { testConfig, type Config } from '../config';
import { runSimulatorOnce } from '../delivery/simulator';
import { openDb, type Db } from '../store/db';
import { migrate, migrationLockSql } from '../store/migrate';
import { createKey } from '../store/repos/keys-repo';
import { testServiceContext } from './service-context';

/**
 * A real service on a real port, over a fresh store: PGlite in memory, or a throwaway schema on the
 * PostgreSQL server named by TEST_DATABASE_URL. Tests speak HTTP to it, never to handlers.
 */
export async function startTestService(
  overrides: Partial<Config> = {},
  {
    store,
    context,
    ...options
  }: AppOptions & {
    store?: TestStore;
    /** Parts of the service context a test supplies itself (a DNS check against its own DNS server). */
    context?: DomainCheckDeps;
  } = {},
) {
  const config = testConfig(overrides);
  const { db, drop } = store ?? (await freshDb());
  await migrate(db);
  let now = () => new Date();
  const clock = () => now();
  const ctx = { ...testServiceContext(db, config, clock), ...context };
  const app = createApp(ctx, options);
  let server: ServerType;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
  });
  answerClientErrors(server!);
  ctx.selfUrl = `http://127.0.0.1:${port}`;
  // No server-side idle timeout: the client closes idle sockets itself. Otherwise a request sent
  // right after a long pause (a long settle) can meet the server closing that socket: ECONNRESET.
  (server! as Server).keepAliveTimeout = 0;
  const keys = {
    all: (await createKey(db, 'all', ['admin', 'stats', 'send'])).key,
    admin: (await createKey(db, 'admin', ['admin'])).key,
    stats: (await createKey(db, 'stats', ['stats'])).key,
    send: (await createKey(db, 'send', ['send'])).key,
  };
  const base = `http://127.0.0.1:${port}/api/v1`;

  /** fetch + JSON, with the `all` key unless told otherwise. */
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    key: string | null = keys.all,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary JSON
    let json: any = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      /* non-JSON answers are asserted on `text` */
    }
    return { status: res.status, headers: res.headers, json, text };
  };

  /** Runs the simulator until nothing is due: every submitted message reaches its final step. */
  const settle = async () => {
    for (let i = 0; i < 100 && (await runSimulatorOnce(ctx)) > 0; i++);
  };

  return {
    ctx,
    db,
    keys,
    base,
    call,
    settle,
    setNow: (fn: () => Date) => (now = fn),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await drop();
    },
  };
}
export type TestService = Awaited<ReturnType<typeof startTestService>>;

export interface TestStore {
  db: Db;
  drop: () => Promise<void>;
  /** The schema-scoped PostgreSQL URL, so a second "process" can open its own pool; null on PGlite. */
  url: string | null;
}

/**
 * A second service's view of the same store: its own connection pool on PostgreSQL, the same PGlite
 * instance otherwise (PGlite is single-process). Closing it never drops the store.
 */
export async function sameStore(store: TestStore): Promise<TestStore> {
  const db = store.url ? await openDb({ databaseUrl: store.url, dataDir: '' }) : store.db;
  return {
    db: store.url ? db : { ...db, close: async () => {} },
    drop: async () => {},
    url: store.url,
  };
}

/**
 * An empty, unmigrated store of its own: PGlite in memory, or a throwaway schema on the PostgreSQL
 * server at `url` (TEST_DATABASE_URL unless told; a bench passes its own server, or null for PGlite).
 */
export async function freshDb(url = process.env.TEST_DATABASE_URL ?? null): Promise<TestStore> {
  if (!url) return { db: await openDb({ dataDir: 'memory://' }), drop: async () => {}, url: null };
  // One schema per test service: parallel test files never see each other's rows.
  const schema = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDb({ databaseUrl: url, dataDir: '' });
  // The extension lives in public, once: dropping a test schema must not take it along. Under the
  // migrations' lock: two test files creating it at once on a new database (Vitest runs files side by
  // side) would otherwise both try, and IF NOT EXISTS does not stop the loser's unique violation.
  await admin.exec(
    `BEGIN; ${migrationLockSql}; CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; COMMIT;
     CREATE SCHEMA ${schema}`,
  );
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema},public`);
  const db = await openDb({ databaseUrl: scoped.toString(), dataDir: '' });
  return {
    db,
    url: scoped.toString(),
    drop: async () => {
      const cleanup = await openDb({ databaseUrl: url, dataDir: '' });
      try {
        // A process just killed (SIGKILL) leaves its server sessions finishing their statements for a
        // moment; dropping under them can deadlock, which PostgreSQL resolves by failing one side.
        for (let attempt = 1; ; attempt++) {
          try {
            await cleanup.exec(`DROP SCHEMA ${schema} CASCADE`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        await cleanup.close();
      }
    },
  };
}
