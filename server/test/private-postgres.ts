import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a free loopback port, that the
 * test may stop and restart at will (the shared server of TEST_DATABASE_URL is never touched).
 * Binaries: `PG_BIN`, else `pg_config --bindir`, else the newest of Debian's /usr/lib/postgresql/<v>/bin.
 */
export function findPostgresBin(): string | null {
  const candidates = [process.env.PG_BIN];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    /* no pg_config on PATH */
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      candidates.push(join(debian, v, 'bin'));
  }
  return (
    candidates.find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ??
    null
  );
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startPrivatePostgres(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'relaydesk-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, run it as the `postgres` system user.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })) : undefined;
  if (owner !== undefined) {
    chownSync(dir, owner, owner);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args,
      {
        stdio: 'pipe',
        cwd: dir,
      },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const ctl = (...args: string[]) =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...args,
    ]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Fast shutdown (every connection is ended), then up again on the same port. */
    restart: () => ctl('-m', 'fast', 'restart'),
    stop: () => ctl('-m', 'fast', 'stop'),
    start: () => ctl('start'),
    dispose: () => {
      try {
        ctl('-m', 'immediate', 'stop');
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
