/**
 * The service under test, in its own process and run the way `npm start` runs it (tsx on
 * server/index.ts on PGlite or PostgreSQL, dashboard served), with bench keys and a rate limit high
 * enough that the load generator measures the service rather than the limiter.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BenchStore } from './bench-store';

export interface BenchTarget {
  baseUrl: string;
  adminKey: string;
  statsKey: string;
}

export interface RunningService extends BenchTarget {
  /** The first start's Owner link token, printed while nobody has come in; by the time it is asked for. */
  ownerToken(): string | undefined;
  pid: number;
  /** Resident and peak resident memory of the service process, from /proc (Linux). */
  memory(): { rssMb: number; hwmMb: number };
  /** CPU time the service process has used so far (user + system), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** `BENCH_PORT`: a second bench service (another checkout) beside a running one. */
export const benchPort = Number(process.env.BENCH_PORT ?? 8801);
const newKey = () => `bench_${randomBytes(24).toString('base64url')}`;

export interface BenchServiceOptions {
  keys?: { admin: string; stats: string };
  /** e.g. `--cpu-prof` to profile the service under the bench's load. */
  nodeArgs?: string[];
  port?: number;
  /** More environment, e.g. a second process's settings. */
  env?: Record<string, string>;
}

export function startBenchService(
  store: BenchStore,
  {
    keys = { admin: newKey(), stats: newKey() },
    nodeArgs = [],
    port = benchPort,
    env = {},
  }: BenchServiceOptions = {},
) {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl ?? '',
      SEED: 'none',
      DASHBOARD: 'on',
      LOG_LEVEL: 'error',
      ADMIN_API_KEY: keys.admin,
      STATS_API_KEY: keys.stats,
      RATE_LIMIT_RPS: '1000000',
      RATE_LIMIT_BURST: '1000000',
      // The bench's history spans a year: with the default 90 days, retention would prune three
      // quarters of it in the background, on the same database, while the rows are measured.
      RETENTION_DAYS: '3650',
      // The two-process row's webhook receiver listens on 127.0.0.1.
      ALLOW_LOOPBACK_WEBHOOKS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<RunningService>((resolve, reject) => {
    let out = '';
    const onExit = (code: number | null) => reject(new Error(`bench service exited with ${code}:\n${out}`));
    child.on('exit', onExit);
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running on (http:\/\/\S+)/.exec(out)?.[1];
      if (!url) return;
      child.off('exit', onExit);
      child.stdout!.removeAllListeners('data');
      // The start's remaining lines (the sign-in links) are kept; then the output is only drained.
      let rest = out;
      child.stdout!.on('data', (more: Buffer) => {
        if (rest.length < 65_536) rest += more.toString();
      });
      resolve({
        baseUrl: url,
        adminKey: keys.admin,
        statsKey: keys.stats,
        ownerToken: () => /\/invitation#token=([\w-]+)/.exec(rest)?.[1],
        pid: child.pid!,
        memory: () => readMemory(child.pid!),
        cpuMs: () => readCpuMs(child.pid!),
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

function readMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

/** utime + stime from /proc/<pid>/stat, in clock ticks of 10 ms (USER_HZ is 100 on Linux). */
function readCpuMs(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
