/**
 * `npm run dev`: the reference service on API_PORT (default 8788) and Vite with HMR on PORT
 * (default 5173), which forwards /api to the service.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PinoPretty } from 'pino-pretty';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { ownerSetupLine } from './services/people/owner-setup';
import { startService } from './service';

const apiPort = process.env.API_PORT ?? '8788';
const config = loadConfig({ ...process.env, PORT: apiPort });
// Readable lines for a person at a terminal; production keeps one JSON object per line.
const pretty = PinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l' });
const log = createLogger(config.LOG_LEVEL, (line) => pretty.write(line));
const service = await startService(config, { log });
console.log(`Service on ${service.url}`);
if (!process.env.LOG_LEVEL && config.LOG_LEVEL === 'error')
  console.log('Request logs are off in a terminal; LOG_LEVEL=info shows them.');
for (const warning of service.warnings) console.error(`Warning: ${warning}`);
if (service.firstKey)
  console.log(`Sign in: http://localhost:${process.env.PORT ?? 5173}/#key=${service.firstKey}`);
// Each start made a new Owner link (revoking the last) while nobody has come in: print it, at Vite.
if (service.ownerToken)
  console.log(ownerSetupLine(`http://localhost:${process.env.PORT ?? 5173}`, service.ownerToken));

const vite = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)),
    '--port',
    process.env.PORT ?? '5173',
  ],
  { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } },
);
const stop = async () => {
  vite.kill('SIGTERM');
  await service.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
