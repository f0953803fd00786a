import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags } from './e2e/support/chromium-flags';

const port = Number(process.env.E2E_PORT ?? 8790);
/** Another spec-following service (e2e/support/other-service.ts) and the dashboard in front of it. */
export const otherPort = port + 40;

/** Playwright's own browser when installed, else Debian's Chromium (no browser downloads here). */
const executablePath = (() => {
  try {
    const own = chromium.executablePath();
    if (existsSync(own)) return undefined;
  } catch {
    /* not installed */
  }
  return '/usr/bin/chromium';
})();

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's snapshots and a screencast: a sixth of the suite's time when kept
    // for every test. CI retries a failure once, and that retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: chromiumFlags,
    },
  },
  webServer: [
    {
      // The real reference service, started with `npm start` on a fresh store (see e2e/support/serve.ts).
      command: 'npx tsx e2e/support/serve.ts',
      url: `http://127.0.0.1:${port}/api/v1/openapi.json`,
      env: {
        E2E_PORT: String(port),
        ...(process.env.E2E_STATE_DIR ? { E2E_STATE_DIR: process.env.E2E_STATE_DIR } : {}),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The dashboard in API_BASE_URL mode in front of a service that decided the open points its own way.
      command: 'npx tsx e2e/support/serve-other.ts',
      url: `http://127.0.0.1:${otherPort + 1}/`,
      env: { OTHER_PORT: String(otherPort) },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
