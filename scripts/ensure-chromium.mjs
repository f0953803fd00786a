// Makes sure a Chromium exists for the e2e suite on a fresh machine: Playwright's own browser when
// installed, else Debian's /usr/bin/chromium, installed from Debian's packages when we are root.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const system = '/usr/bin/chromium';
const playwrightBrowser = (() => {
  try {
    return chromium.executablePath();
  } catch {
    return '';
  }
})();

if ((playwrightBrowser && existsSync(playwrightBrowser)) || existsSync(system)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`No Chromium found. Install it (Debian: apt-get install -y chromium) and run again.`);
  process.exit(1);
}
console.log('Installing Chromium from Debian packages…');
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
