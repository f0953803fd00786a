import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The real entry point (`server/index.ts`, what `npm start` runs) as a child process on its own
 * PGlite directory, API only: for tests that kill it with SIGKILL and start it again.
 */
export function serviceProcess(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'relaydesk-process-'));
  let child: ChildProcess | undefined;
  return {
    /** Starts it and resolves with its URL once it listens. */
    start: () =>
      new Promise<string>((resolve, reject) => {
        child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            PORT: '0',
            SEED: 'none',
            DASHBOARD: 'off',
            LOG_LEVEL: 'error',
            DATABASE_URL: '',
            ...env,
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
      }),
    /** kill -9, and wait until it is gone. */
    kill: async () => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    dispose: async function () {
      await this.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
