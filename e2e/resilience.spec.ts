import { expect, test } from '@playwright/test';
import { privateService } from './support/spawn-service';

// These tests stop and restart their own service; they run one after another.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('a key revoked while in use returns to the connect screen, and signing in again returns to the page', async ({
  page,
}) => {
  const service = privateService(8796);
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

    await service.stop();
    expect(service.keys('revoke', id)).toContain(`Revoked key ${id}`);
    await service.start();

    await page.reload();
    await expect(page.getByLabel('API key')).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
      key,
    );

    await page.getByLabel('API key').fill(spare);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  } finally {
    await service.dispose();
  }
});
