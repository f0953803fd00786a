import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumFlags } from '../../e2e/support/chromium-flags';

/** Debian's Chromium (no Playwright browser downloads here), with the flags the e2e suite uses. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { chromiumFlags };

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** A desktop-sized window: the console is used on a laptop screen. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // tsx compiles with esbuild's keepNames: functions passed to page.evaluate call its `__name`.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  return context;
}

/**
 * Signs in the way users do: a link whose fragment carries the key (never sent to the server;
 * the app stores it for the tab and strips it from the address bar).
 */
export async function signIn(page: Page, baseUrl: string, path: string, key: string) {
  await page.goto(`${baseUrl}${path}#key=${encodeURIComponent(key)}`);
  await page.waitForURL((url) => !url.hash.includes('key='));
  // The fragment goes at once, the key is kept only once open tabs have had their say: until the
  // signed-in navigation shows, another navigation would start signed out.
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
