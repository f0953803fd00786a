/**
 * Starts the real service for the e2e suite exactly as a user would (`npm start`), on a fresh data
 * directory that already holds one key per permission set, written to e2e/.state/keys.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openDb } from '../../server/store/db';
import { migrate } from '../../server/store/migrate';
import { createKey } from '../../server/store/repos/keys-repo';
import { stateDir } from './keys';

const dataDir = fileURLToPath(new URL('data', stateDir));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const db = await openDb({ dataDir });
await migrate(db);
const keys = {
  all: (await createKey(db, 'e2e all', ['admin', 'stats', 'send'])).key,
  admin: (await createKey(db, 'e2e admin', ['admin'])).key,
  stats: (await createKey(db, 'e2e stats', ['stats'])).key,
  send: (await createKey(db, 'e2e send', ['send'])).key,
};
await db.close();
writeFileSync(new URL('keys.json', stateDir), JSON.stringify(keys));

const child = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '8790',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: 'demo',
    // The older days' messages are written in the background after a demo seed: not during the
    // suite, whose timings and counts assume the first start's store (server/seed/demo.test.ts checks it).
    SEED_BACKFILL: '0',
    // Slow enough that a page opened on a fresh message still sees it in flight on a busy machine.
    SIMULATOR_STEP_MS: '400',
    ALLOW_LOOPBACK_WEBHOOKS: '1',
    WEBHOOK_RETRY_SCHEDULE: '1,1,1',
    RATE_LIMIT_RPS: '500',
    RATE_LIMIT_BURST: '2000',
    LOG_LEVEL: 'error',
    // Alerts tick every 2 s: an incident opens within seconds of the traffic that causes it.
    ALERT_EVAL_INTERVAL_S: '2',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
