/**
 * Where a bench service keeps its data: a PGlite directory, or a database on a PostgreSQL server.
 * The PostgreSQL server is `BENCH_DATABASE_URL` (a superuser's URL: the bench creates databases and
 * loads with triggers off), or a cluster the bench runs itself under bench/.work/pg (initdb on first
 * use, kept between runs so the loaded history is too) on `BENCH_PG_PORT` (default 8832).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDb, type TestStore } from '../../server/test/harness';
import { findPostgresBin } from '../../server/test/private-postgres';
import { openDb } from '../../server/store/db';

export type BenchEngine = 'pglite' | 'postgres';

/** What openDb and the service take: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL. */
export interface BenchStore {
  engine: BenchEngine;
  dataDir: string;
  databaseUrl?: string;
}

export const engineLabel = (engine: BenchEngine) => (engine === 'pglite' ? 'PGlite' : 'PostgreSQL');

const work = fileURLToPath(new URL('../.work/', import.meta.url));

export interface BenchPostgres {
  /** The server's URL (its `postgres` database), for creating and dropping databases. */
  serverUrl: string;
  /** The URL of database `name` on that server. */
  urlOf(name: string): string;
  /** A fresh `name`, copied from `template` (CREATE DATABASE … TEMPLATE: a file copy, no reload). */
  copyDatabase(template: string, name: string): Promise<void>;
  databaseExists(name: string): Promise<boolean>;
  dropDatabase(name: string): Promise<void>;
  stop(): void;
}

/**
 * The engines `BENCH_ENGINES` names (default both) and, when PostgreSQL is one of them, its server,
 * or why there is none (said once here; a bench that misses it exits with 1).
 */
export function benchEnginesFromEnv() {
  const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres')
    .split(',')
    .map((e) => e.trim()) as BenchEngine[];
  const found = engines.includes('postgres') ? benchPostgres() : undefined;
  const unavailable = found && 'unavailable' in found ? found.unavailable : undefined;
  if (unavailable) console.log(`PostgreSQL not measured: ${unavailable}`);
  return { engines, pg: found && !('unavailable' in found) ? found : undefined, unavailable };
}

/** The PostgreSQL server for the bench, or null (with the reason) when there is none to use. */
export function benchPostgres(): BenchPostgres | { unavailable: string } {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return server(given, () => {});
  const bin = findPostgresBin();
  if (!bin) return { unavailable: 'no BENCH_DATABASE_URL and no PostgreSQL binaries (PG_BIN)' };
  return startLocalCluster(bin);
}

/**
 * An empty store for a service in the bench's own process (`startTestService`): PGlite in a temporary
 * directory, as the service keeps it on disk, or a throwaway schema on the bench's PostgreSQL server.
 */
export async function freshBenchStore(engine: BenchEngine, pg?: BenchPostgres): Promise<TestStore> {
  if (engine === 'postgres') {
    if (!pg) throw new Error('no PostgreSQL server for the bench');
    return freshDb(pg.serverUrl);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-bench-'));
  const db = await openDb({ dataDir });
  return { db, url: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

function server(serverUrl: string, stop: () => void): BenchPostgres {
  const urlOf = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async <T>(work: (db: Awaited<ReturnType<typeof openDb>>) => Promise<T>) => {
    const db = await openDb({ databaseUrl: serverUrl, dataDir: '' });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  };
  const quote = (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    return `"${name}"`;
  };
  return {
    serverUrl,
    urlOf,
    stop,
    databaseExists: (name) =>
      admin(
        async (db) => (await db.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).length > 0,
      ),
    dropDatabase: (name) => admin((db) => db.exec(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`)),
    copyDatabase: (template, name) =>
      admin(async (db) => {
        await db.exec(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
        await db.exec(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`);
      }),
  };
}

function startLocalCluster(bin: string): BenchPostgres {
  const dir = join(work, 'pg');
  const data = join(dir, 'data');
  const port = Number(process.env.BENCH_PG_PORT ?? 8832);
  // PostgreSQL refuses to run as root: as root, it runs as the `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      { stdio: 'pipe', cwd: dir },
    );
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const id = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, id, id);
  }
  if (!existsSync(join(data, 'PG_VERSION')))
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  // Durable as a production server would be (fsync on); memory sized for a 24 GiB machine.
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c shared_buffers=2GB',
    '-c effective_cache_size=8GB',
    '-c work_mem=32MB',
    '-c maintenance_work_mem=1GB',
    '-c max_wal_size=8GB',
  ].join(' ');
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', ...args]);
  ctl('-o', settings, 'start');
  return server(`postgres://postgres@127.0.0.1:${port}/postgres`, () => ctl('-m', 'fast', 'stop'));
}
