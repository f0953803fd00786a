import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';

/**
 * Every page of the dashboard, on a 390 px phone and a desktop, in the light and the dark theme: no
 * sideways scroll and axe clean. Each page is judged once it shows its own content.
 */
const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: '/stats',
    ready: (p) => expect(p.getByRole('list', { name: 'Totals for the range' })).toBeVisible(),
  },
  { path: '/messages', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { path: '/suppressions', ready: (p) => expect(p.getByRole('table')).toBeVisible() },
  {
    path: '/webhooks',
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible(),
  },
  { path: '/keys', ready: (p) => expect(p.getByRole('table')).toBeVisible() },
  {
    path: '/audit',
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible(),
  },
];

async function expectNoSidewaysScroll(page: Page, width: number) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `page is ${wide}px wide in a ${width}px viewport`).toBeLessThanOrEqual(width);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`every page fits ${width} px and is axe clean, ${scheme} theme`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 844 });

      // The connect screen, before signing in.
      await page.goto('/');
      await expect(page.getByLabel('API key')).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      await expectAccessible(page);

      const created = await request.post('/api/v1/webhooks', {
        headers: { authorization: `Bearer ${e2eKeys().admin}` },
        data: { url: `http://127.0.0.1:9/every-page-${scheme}-${width}`, event_types: ['delivered'] },
      });
      const { webhook } = (await created.json()).data as { webhook: { id: number } };
      const all = [
        ...pages,
        {
          path: `/webhooks/${webhook.id}`,
          ready: (p: Page) => expect(p.getByRole('heading', { level: 1 })).toContainText('every-page'),
        },
      ];
      for (const { path, ready } of all) {
        await page.goto(`${path}#key=${e2eKeys().all}`);
        await ready(page);
        await expectNoSidewaysScroll(page, width);
        await expectAccessible(page);
      }
    });
  }
}
