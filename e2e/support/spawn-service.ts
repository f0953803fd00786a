import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The n-th port after the suite's own (E2E_PORT): private services never collide with another
 * suite that runs beside this one on its own E2E_PORT.
 */
export const privatePort = (n: number) => Number(process.env.E2E_PORT ?? 8790) + n;

/**
 * Process groups still running. A test that times out never reaches its `finally`; when the worker
 * exits, whatever it left running goes with it instead of holding a port and a store.
 */
const liveGroups = new Set<number>();
process.once('exit', () => {
  for (const group of liveGroups) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

/**
 * A second, private service for tests that stop, restart or starve it: `npm start` on its own
 * port and data directory (the suite's shared service stays untouched).
 */
export function privateService(port: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-e2e-'));
  let child: ChildProcess | undefined;
  /** What the service printed (its start's links among it), across restarts. */
  let printed = '';
  const baseEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: 'none',
    LOG_LEVEL: 'error',
    ...env,
  };

  return {
    url: `http://127.0.0.1:${port}`,
    /** Its PGlite store, for tests that write rows the API cannot (only while it is stopped). */
    dataDir,
    /** Runs the keys CLI on this service's store (only while it is stopped: PGlite is single-process). */
    keys(...args: string[]): string {
      const out = spawnSync('npm', ['run', '--silent', 'keys', '--', ...args], {
        env: baseEnv,
        encoding: 'utf8',
      });
      if (out.status !== 0) throw new Error(`keys ${args.join(' ')} failed: ${out.stderr}`);
      return out.stdout;
    },
    async start() {
      if (await this.answers()) throw new Error(`port ${port} is already in use`);
      child = spawn('npm', ['start'], { env: baseEnv, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
      liveGroups.add(child.pid!);
      // A minute: on a busy machine the first start (tsx, migrations) can be slow.
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return;
        } catch {
          /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('the private service did not start');
    },
    /** Everything the service has printed on standard output so far. */
    output: () => printed,
    async answers() {
      try {
        await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        return true;
      } catch {
        return false;
      }
    },
    /** kill -9 of the whole process group (npm, tsx, node): as abrupt as a crash. */
    async stop() {
      if (!child?.pid || child.exitCode !== null) return;
      const running = child;
      child = undefined;
      const exited = new Promise((r) => running.once('exit', r));
      process.kill(-running.pid!, 'SIGKILL');
      await exited;
      liveGroups.delete(running.pid!);
      // Until every process of the group is gone (and reaped), its lock on the store still counts.
      for (let i = 0; i < 100; i++) {
        try {
          process.kill(-running.pid!, 0);
          await new Promise((r) => setTimeout(r, 50));
        } catch {
          break;
        }
      }
      for (let i = 0; i < 50 && (await this.answers()); i++) await new Promise((r) => setTimeout(r, 100));
    },
    async dispose() {
      await this.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
