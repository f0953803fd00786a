import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes an exclusive lock on a PGlite data directory (a pid file, created with O_EXCL). A lock
 * left by a process that no longer runs (kill -9) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'relaydesk.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by process ${owner}. Stop it first, or set DATABASE_URL to use a PostgreSQL server.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}.`);
}
