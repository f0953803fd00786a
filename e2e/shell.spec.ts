import { expect, test } from '@playwright/test';
import { e2eKeys } from './support/keys';

const pages = [
  { link: 'Suppressions', path: '/suppressions' },
  { link: 'Messages', path: '/messages' },
  { link: 'Statistics', path: '/stats' },
  { link: 'Webhooks', path: '/webhooks' },
];

test('signs in from a #key= link, strips the key from the address bar, and every page renders', async ({
  page,
}) => {
  const { all } = e2eKeys();
  await page.goto(`/suppressions#key=${all}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppressions' })).toBeVisible();
  expect(page.url()).not.toContain(all);
  expect(page.url()).not.toContain('#key');

  const nav = page.getByRole('navigation');
  for (const { link, path } of pages) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
  }

  // Deep links survive a reload (SPA fallback), still signed in for this tab.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
});

test('the connect screen refuses an unknown key and accepts a real one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Use an API key instead' }).click();
  await page.getByLabel('API key').fill('rd_not-a-real-key-at-all-0000');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('This key was not accepted')).toBeVisible();

  await page.getByLabel('API key').fill(e2eKeys().all);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Statistics' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
});

test('a key without a permission sees which one a page needs', async ({ page }) => {
  await page.goto(`/suppressions#key=${e2eKeys().stats}`);
  await expect(page.getByText(/needs the admin permission/i)).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByText(/needs the stats permission/i)).toHaveCount(0);
});

test('signing out forgets the key', async ({ page }) => {
  await page.goto(`/webhooks#key=${e2eKeys().all}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
    e2eKeys().all,
  );
});

test('the dashboard is served under a strict CSP, and no page breaks it', async ({ page, request }) => {
  const res = await request.get('/stats');
  const csp = res.headers()['content-security-policy'] ?? '';
  // The first paint's script and stylesheet are inline in the page, allowed by their hashes alone.
  expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  expect(csp).toMatch(/style-src 'self' 'sha256-[\w+/]+=*';/);
  expect(await res.text()).toMatch(/<style>.+<\/style>/s);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('no-referrer');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['cache-control']).toBe('no-cache');

  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`/stats#key=${e2eKeys().all}`);
  await expect(page.getByText('Volume by outcome')).toBeVisible();
  for (const { link } of pages) {
    await page.getByRole('navigation').getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('on a phone every navigation item is in view at once, and nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const path of ['/suppressions', '/audit']) {
    await page.goto(`${path}#key=${e2eKeys().all}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(11);
    for (const name of [
      'Suppressions',
      'Messages',
      'Statistics',
      'Domains',
      'Sender rules',
      'Explain a bounce',
      'Webhooks',
      'Alerts',
      'API keys',
      'Audit log',
      'People',
    ]) {
      // The Alerts item may carry its firing count after its name.
      const link = nav.getByRole('link', { name: new RegExp(`^${name}( \\d+ firing)?$`) });
      await expect(link).toBeVisible();
      // Measured again if the item is drawn anew meanwhile (the Alerts count, the Domains gate settling).
      await expect(async () => {
        const box = await link.boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
        // Its label is whole inside its cell, not cut off.
        expect(await link.evaluate((a) => a.scrollWidth <= a.clientWidth), name).toBe(true);
      }).toPass({ timeout: 5_000 });
    }
    // No row that scrolls, no "more this way" cue, no sideways scroll of the page.
    expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
    await expect(page.locator('[data-nav-more]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(
      nav.getByRole('link', { name: path === '/audit' ? 'Audit log' : 'Suppressions' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: `test-results/phone-nav${path.replace('/', '-')}.png` });
  }
});

test('on a phone the top bar takes no more than 100 px while reading: it slides away scrolling down and back scrolling up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/suppressions#key=${e2eKeys().all}`);
  await expect(
    page
      .getByRole('table', { name: /suppress/i })
      .getByRole('row')
      .nth(20),
  ).toBeVisible();
  const bar = page.locator('aside');
  /** How much of the bar is on screen, in px. */
  const shown = () => bar.evaluate((el) => Math.max(0, el.getBoundingClientRect().bottom));
  // At the top it shows whole (brand row and both rows of navigation).
  expect(await shown()).toBeGreaterThan(100);
  await page.screenshot({ path: 'test-results/phone-bar-top.png' });

  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 900);
  await expect.poll(shown).toBeLessThanOrEqual(100);
  await expect.poll(shown).toBe(0);
  await page.screenshot({ path: 'test-results/phone-bar-reading.png' });

  await page.mouse.wheel(0, -200);
  await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }),
  ).toBeInViewport();

  // Scrolled away again, keyboard focus entering the bar brings it back.
  await page.mouse.wheel(0, 600);
  await expect.poll(shown).toBe(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).focus();
  await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);
});

test('a theme switch recolours the page at once, by the system or the toggle: nothing fades through in-between colours', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/webhooks?tab=verify#key=${e2eKeys().all}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  // Colour transitions running in the frame after a switch: each would pass through shades that
  // fail contrast (an axe run caught one mid-way) and recolour the page element by element.
  const fading = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            resolve(document.getAnimations().filter((a) => a instanceof CSSTransition).length),
          ),
        ),
    );
  expect(await fading()).toBe(0);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await fading()).toBe(0);

  await page.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect(await fading()).toBe(0);
});
