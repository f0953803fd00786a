import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import type { AppEnv } from './http/app-env';
import { serveDashboard } from './http/dashboard';
import { requestId, securityHeaders } from './http/middleware';
import { proxyApi } from './http/proxy';
import { createLogger } from './logger';
import { ownerSetupLine } from './services/people/owner-setup';
import { startService } from './service';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/** `npm start` works on a fresh clone: the dashboard is built on first start. */
function ensureDashboardBuilt() {
  if (existsSync(`${distDir}/index.html`)) return;
  console.log('Building the dashboard (first start)…');
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)), 'build'],
    {
      stdio: 'inherit',
      cwd: fileURLToPath(new URL('..', import.meta.url)),
    },
  );
}

async function main() {
  const config = loadConfig();
  const serveUi = config.DASHBOARD === 'on';
  if (serveUi) ensureDashboardBuilt();
  const dashboard = serveUi ? serveDashboard(distDir) : () => {};

  if (config.API_BASE_URL) {
    const app = new Hono<AppEnv>();
    app.use(requestId, securityHeaders);
    proxyApi(config.API_BASE_URL, createLogger(config.LOG_LEVEL))(app);
    dashboard(app);
    serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) =>
      console.log(
        `Relaydesk dashboard on http://${config.HOST}:${info.port}, API proxied to ${config.API_BASE_URL}`,
      ),
    );
    return;
  }

  const service = await startService(config, { dashboard });
  // SIGTERM/SIGINT: stop accepting, end exports, give requests and webhook attempts in progress 5 s,
  // cut off the rest, stop the workers, close the store (cancelling any statement still running),
  // exit 0. Should any of that hang regardless, the process still ends after 10 s, with 1. Taken
  // before the service says it is running: a stop sent the moment it is up (an orchestrator, a
  // test) must be this clean one, not the signal's default kill.
  const stop = async () => {
    setTimeout(() => {
      console.error('Stopping took over 10 s; exiting without a clean close.');
      process.exit(1);
    }, 10_000).unref();
    try {
      await service.close();
      process.exit(0);
    } catch (error) {
      console.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  for (const warning of service.warnings) console.error(`Warning: ${warning}`);
  console.log(`Relaydesk is running on ${service.url}${service.seeded ? ' (with demo data)' : ''}`);
  if (service.metricsUrl) console.log(`Metrics on ${service.metricsUrl} (this host only)`);
  if (service.history) {
    console.log("Writing the demo's older messages in the background; the activity log fills in meanwhile.");
    void service.history.then((done) => {
      if (done?.finished)
        console.log(`Demo history complete (${done.messages.toLocaleString('en')} older messages written).`);
    });
  }
  if (!process.env.LOG_LEVEL && config.LOG_LEVEL === 'error')
    console.log('Request logs are off in a terminal; LOG_LEVEL=info shows them.');
  if (service.firstKey) {
    console.log(`\nSign in with this link; it holds a new full-permission API key, shown only this once:\n`);
    console.log(`  ${service.url}/#key=${service.firstKey}\n`);
  } else {
    console.log(
      'Sign in with an API key (create one with `npm run keys -- create` while the service is stopped).',
    );
  }
  // People sign in with passwords; the first one becomes the Owner through this link (single use).
  if (service.ownerToken)
    console.log(`${ownerSetupLine(config.PUBLIC_URL ?? service.url, service.ownerToken)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
