import { expect, test } from '@playwright/test';
import { privatePort, privateService } from './support/spawn-service';
import { findPostgresBin, startPrivatePostgres } from '../server/test/private-postgres';

// These tests stop and restart their own service; they run one after another.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('the service going away shows a banner; when it is back the banner goes and the page catches up', async ({
  page,
}) => {
  const key = 'e2e-resilience-admin-key-000001';
  const service = privateService(privatePort(5), { ADMIN_API_KEY: key });
  await service.start();
  try {
    await page.goto(`${service.url}/suppressions#key=${key}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Suppressions' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: "Can't reach the service" })).toHaveCount(0);
    // Loaded (the key's permissions checked and the list there) before the service goes.
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

    await service.stop();
    // A new search needs the service: its request gets no answer.
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody@');
    await expect(page.getByText("Can't reach the service").first()).toBeVisible();

    await service.start();
    await expect(page.getByText(/Can't reach the service\. Retrying/)).toBeHidden({ timeout: 20_000 });
    // The search that failed is fetched again: an answer from the service, not an error.
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await service.dispose();
  }
});

test('a key revoked while in use returns to the connect screen, and signing in again returns to the page', async ({
  page,
}) => {
  const service = privateService(privatePort(6));
  const created = service.keys('create', '--name', 'to revoke', '--permissions', 'admin,stats');
  const key = created.trim().split('\n').at(-1)!;
  const id = /Created key (\d+)/.exec(created)![1]!;
  const spare = service
    .keys('create', '--name', 'spare', '--permissions', 'admin,stats')
    .trim()
    .split('\n')
    .at(-1)!;
  await service.start();
  try {
    await page.goto(`${service.url}/webhooks#key=${key}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    const stored = () => page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(await stored()).toContain(key);

    await service.stop();
    expect(service.keys('revoke', id)).toContain(`Revoked key ${id}`);
    await service.start();

    // The next request of the open page gets a 401: its own refetch on reconnecting, or the one a click
    // to another page makes, whichever comes first. Back to signing in, and the key is gone.
    const connect = page.getByRole('form', { name: 'Sign in' });
    const nav = page.getByRole('navigation').getByRole('link', { name: 'Suppressions' });
    await Promise.race([connect.waitFor(), nav.click().catch(() => undefined)]);
    await expect(connect).toBeVisible();
    expect(await stored()).not.toContain(key);

    await page.getByRole('link', { name: 'Use an API key instead' }).click();
    await page.getByLabel('API key').fill(spare);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(/\/(webhooks|suppressions)$/);
    const returned = new URL(page.url()).pathname === '/webhooks' ? 'Webhooks' : 'Suppressions';
    await expect(page.getByRole('heading', { level: 1, name: returned })).toBeVisible();
  } finally {
    await service.dispose();
  }
});

test('the database going away shows its own banner; the page recovers when it is back', async ({ page }) => {
  const bin = findPostgresBin();
  test.skip(!bin, 'no PostgreSQL binaries on this machine');
  const pg = await startPrivatePostgres(bin!);
  const key = 'e2e-database-admin-key-000001';
  const service = privateService(privatePort(7), { ADMIN_API_KEY: key, DATABASE_URL: pg.url });
  await service.start();
  try {
    await page.goto(`${service.url}/suppressions#key=${key}`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

    pg.stop();
    await page.getByRole('searchbox', { name: 'Search' }).fill('nobody@');
    await expect(page.getByText(/can't reach its database/)).toBeVisible({ timeout: 20_000 });

    pg.start();
    await expect(page.getByText(/can't reach its database/)).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 });
  } finally {
    await service.dispose();
    pg.dispose();
  }
});
