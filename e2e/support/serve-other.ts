/**
 * The dashboard in front of another spec-following service (e2e/support/other-service.ts), exactly
 * as a team would run it: `API_BASE_URL=… npm start`. The other service listens on OTHER_PORT, the
 * dashboard on OTHER_PORT + 1.
 */
import { spawn } from 'node:child_process';
import { startOtherService } from './other-service';

const port = Number(process.env.OTHER_PORT ?? 8810);
const other = await startOtherService(port);
const child = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port + 1),
    HOST: '127.0.0.1',
    API_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'error',
  },
});
const stop = async (signal: NodeJS.Signals) => {
  child.kill(signal);
  await other.close();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
child.on('exit', (code) => process.exit(code ?? 0));
