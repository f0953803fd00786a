import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectAccessiblePage } from './support/axe';
import { e2eKeys } from './support/keys';

/**
 * Every page, as it rests: no sideways scroll on a 390 px phone, and axe clean in the light and the
 * dark theme. A page is its own address; the webhook detail's is made here, against the service.
 */
let webhookId = 0;
test.beforeAll(async ({ request }) => {
  const created = await request.post('/api/v1/webhooks', {
    headers: { authorization: `Bearer ${e2eKeys().admin}` },
    data: { url: 'http://127.0.0.1:9/every-page', event_types: ['delivered', 'bounced'] },
  });
  expect(created.status()).toBe(201);
  webhookId = ((await created.json()) as { data: { webhook: { id: number } } }).data.webhook.id;
});

const pages: { name: string; path: () => string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'statistics',
    path: () => '/stats',
    ready: async (page) => {
      // The charts load as they come into view: bring them there, so the page checked is whole.
      await expect(page.getByRole('list', { name: 'Totals for the range' })).toBeVisible();
      await page.getByRole('heading', { name: 'Day by day' }).scrollIntoViewIfNeeded();
      await heading('Statistics')(page);
    },
  },
  { name: 'messages (activity)', path: () => '/messages', ready: heading('Messages') },
  { name: 'sending domains', path: () => '/domains', ready: heading('Domains') },
  {
    name: 'messages filtered by delivery state',
    path: () => '/messages?status=delivered,bounced',
    ready: heading('Messages'),
  },
  { name: 'suppressions', path: () => '/suppressions', ready: heading('Suppressions') },
  {
    name: 'suppressions filtered by reason (counts on the chips)',
    path: () => '/suppressions?reason=hard_bounce',
    ready: heading('Suppressions'),
  },
  {
    name: 'sender-side suppressions under review',
    path: () => '/suppressions?bounce_side=sender',
    ready: heading('Suppressions'),
  },
  { name: 'explain a bounce', path: () => '/bounces/explain', ready: heading('Explain a bounce') },
  { name: 'webhooks', path: () => '/webhooks', ready: heading('Webhooks') },
  { name: 'the signature checker', path: () => '/webhooks?tab=verify', ready: heading('Webhooks') },
  {
    name: 'a webhook',
    path: () => `/webhooks/${webhookId}`,
    ready: heading('http://127.0.0.1:9/every-page'),
  },
  { name: 'API keys', path: () => '/keys', ready: heading('API keys') },
  { name: 'the audit log', path: () => '/audit', ready: heading('Audit log') },
];

function heading(name: string) {
  return async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The page's own data in (no skeleton left pulsing), so what is checked is what a person sees.
    await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
  };
}

/** The page's width past 390 px, and the outermost elements reaching past it (to fix), if any. */
const widerThanPhone = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= 390) return [];
    const past = [...document.querySelectorAll('body *')].filter(
      (e) => e.getBoundingClientRect().right > 390.5 && !e.parentElement?.closest('[data-past]'),
    );
    past.forEach((e) => e.setAttribute('data-past', ''));
    return [
      `scrollWidth ${width}`,
      ...past
        .slice(0, 8)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} → ${e.getBoundingClientRect().right}`),
    ];
  });

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the connect screen: no sideways scroll on a phone, axe clean in both themes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    // The reference service has people: signed out is the sign-in page (an API key one link away).
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await expectAccessiblePage(page);
  }
});

for (const { name, path, ready } of pages) {
  test(`${name}: no sideways scroll at 390 px, axe clean in light and dark`, async ({ page }) => {
    // Two full axe runs and two page loads: more than one ordinary test's time on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 390, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`${path()}#key=${e2eKeys().all}`);
      await ready(page);
      if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await widerThanPhone(page)).toEqual([]);
      await expectAccessiblePage(page);
    }
  });
}

test('the suppression import preview scrolls in its own box on a phone, with an arrow while cut off', async ({
  page,
}) => {
  test.slow(); // two full axe runs
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/suppressions#key=${e2eKeys().all}`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppressions' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'bounces.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'address,code,error\r\nsomeone.with.a.long.address@preview-phone.test,550,"550 5.1.1 No such user here"\r\n' +
        // No code: a row the default reason is given to (a 4xx, temporary, would be skipped).
        'no.code.with.a.rather.long.address@preview-phone.test,,"The recipient server did not say why it refused this message"\r\n',
    ),
  });
  const box = dialog.getByRole('region', { name: 'First rows of the file' });
  await expect(box.getByRole('table')).toBeVisible();
  expect(await box.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
  expect(await widerThanPhone(page)).toEqual([]);
  const cue = dialog.locator('[data-scroll-more]');
  await expect(cue).toBeVisible();
  await box.evaluate((b) => b.scrollTo({ left: b.scrollWidth }));
  await expect(cue).toHaveCount(0);
  await expectAccessible(page);
  // The row given the default reason, listed with its long value and download: within the phone too.
  await dialog.getByText('Rows given the default reason (1)').click();
  await expect(
    dialog.getByRole('button', { name: 'Download rows given the default reason (CSV)' }),
  ).toBeVisible();
  expect(await widerThanPhone(page)).toEqual([]);
  expect(
    await dialog
      .getByRole('button', { name: 'Download rows given the default reason (CSV)' })
      .evaluate(
        (b) => b.getBoundingClientRect().right <= b.closest('details')!.getBoundingClientRect().right,
      ),
  ).toBe(true);
  await expectAccessiblePage(page);
});
