import { expect, test, type Page } from '@playwright/test';
import { e2eKeys } from './support/keys';

// The page's HTML carries its first frame (layout, header, "Loading page…"), painted before any of
// the app's code is fetched. These hold the entry script back to look at it, then let it run (so
// no navigation waits for the page's load event, which waits for the entry).

/** Holds the entry script until the returned function is called. */
async function holdEntryScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const frame = (page: Page) => page.locator('[data-page-shell]');

/** Where the parts that stay on screen are drawn, by a stable name. */
const boxes = (page: Page, within: string) =>
  page.evaluate((scope) => {
    const root = document.querySelector(scope)!;
    const parts = [...root.querySelectorAll('aside, nav a, main h1, main header p')];
    return Object.fromEntries(
      parts.map((el, i) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return [
          `${el.tagName}:${i}:${el.textContent?.trim().slice(0, 24)}`,
          [x, y, width, height].map(Math.round),
        ];
      }),
    );
  }, within);

for (const { name, width, height } of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`${name}: a signed-in deep link paints its frame before the code runs, and the app draws the same frame over it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const release = await holdEntryScript(page);
    await page.goto(`/stats#key=${e2eKeys().all}`, { waitUntil: 'commit' });
    await expect(frame(page).getByText('Statistics', { exact: true }).last()).toBeVisible();
    await expect(frame(page).locator('nav a')).toHaveCount(11);
    await expect(frame(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/stats');
    await expect(frame(page).getByText('Loading page…')).toBeVisible();
    // Inert until the app takes over: nothing in it can be clicked or is read out.
    await expect(page.getByRole('heading', { name: 'Statistics' })).toHaveCount(0);
    const before = await boxes(page, '[data-page-shell]');
    expect(Object.keys(before).length).toBeGreaterThan(10);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(frame(page)).toHaveCount(0);
    // The key was read from the address and stripped, as without a frame.
    expect(page.url()).not.toContain('#key');
    const after = await boxes(page, '#root');
    // Every part of the frame is where the app draws it (the app may add more, never move these).
    for (const [part, box] of Object.entries(before)) expect(after[part], part).toEqual(box);
  });
}

test("the code is fetched once the frame is on screen, and the activity log's frame already holds its lookup box", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdEntryScript(page);
  await page.goto(`/messages#key=${e2eKeys().all}`, { waitUntil: 'commit' });
  const hint = page.locator('#message-lookup-hint');
  await expect(frame(page).getByText('Message ID or recipient email')).toBeVisible();
  await expect(frame(page).locator('#message-lookup-hint')).toBeVisible();
  const before = await hint.boundingBox();

  release();
  await expect(page.getByRole('search', { name: 'Find a message' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
  // The app draws the box where the frame had it: the page's largest text does not move or grow.
  expect(await hint.boundingBox()).toEqual(before);
  const { paint, entry } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))
      ?.startTime,
  }));
  expect(paint).toBeGreaterThan(0);
  expect(entry).toBeGreaterThan(paint!);
});

test('the frame takes the dark theme before the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await holdEntryScript(page);
  await page.goto(`/suppressions#key=${e2eKeys().all}`, { waitUntil: 'commit' });
  await expect(frame(page).locator('h1')).toHaveText('Suppressions');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});

test('signed out, no frame: the connect screen comes, with nothing of a signed-in page before it', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/suppressions', { waitUntil: 'commit' });
  await expect(frame(page)).toHaveCount(1);
  await expect(frame(page)).toBeHidden();
  await expect(frame(page).locator('h1')).toBeHidden();
  release();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(frame(page)).toHaveCount(0);
});
