import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';
import { settle } from './support/messages';

/**
 * Issue 56 in the console, against the real service: a bulk message is marked in the activity log,
 * its page shows the one-click pair the service set, the statistics count one stream, and the
 * sender rules answer on their own page and on a domain's.
 */
test('bulk mail, its headers, statistics by stream and the sender rules', async ({ page, request }) => {
  const subject = `Bulk e2e ${Date.now()}`;
  const sent = await request.post('/api/v1/messages', {
    headers: { Authorization: `Bearer ${e2eKeys().send}` },
    data: { to: 'reader@example.com', subject, stream: 'bulk' },
  });
  expect(sent.status()).toBe(202);
  const id = ((await sent.json()) as { data: { message: { id: string } } }).data.message.id;
  await settle(request, id, 'delivered');

  await page.goto(`/messages?stream=bulk#key=${e2eKeys().all}`);
  await expect(page.getByLabel('Stream')).toHaveValue('bulk');
  const row = page.getByRole('row', { name: new RegExp(subject) });
  await expect(row.getByText('Bulk', { exact: true })).toBeVisible();
  await row.getByRole('link', { name: subject }).click();
  const headers = page.getByRole('region', { name: 'Headers' });
  await expect(headers.getByText('List-Unsubscribe-Post')).toBeVisible();
  await expect(headers.getByText('set by the service')).toHaveCount(2);
  await page.screenshot({ path: 'test-results/ui56-message-1440.png', fullPage: true });

  await page.goto('/stats?stream=bulk');
  await expect(page.getByLabel('Stream')).toHaveValue('bulk');
  await expect(page.getByText('Failures of every stream')).toBeVisible();

  await page.goto('/compliance');
  await expect(page.getByRole('heading', { name: 'Sender rules', level: 1 })).toBeVisible();
  const account = page.getByRole('region', { name: 'Every domain together' });
  await expect(
    account.getByRole('heading', { name: 'Spam complaints under 0.3% (0.1% recommended)' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(account.getByRole('region', { name: 'Complaints at Gmail' })).toBeVisible();
  await expect(account.getByRole('link', { name: "Alert me before Gmail's line" })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/ui56-compliance-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/ui56-compliance-390.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await account.getByRole('link', { name: "Alert me before Gmail's line" }).click();
  await expect(page.getByRole('combobox', { name: 'Metric' })).toHaveValue('complaint_rate');
  await expect(page.getByRole('combobox', { name: 'Mailbox provider' })).toHaveValue('gmail');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/compliance');
  const firstDomain = page.getByRole('region', { name: 'By domain' }).getByRole('link').first();
  await firstDomain.click();
  const section = page.getByRole('region', { name: 'Sender rules: Gmail, Yahoo, Microsoft' });
  await expect(section.getByRole('heading', { name: 'TLS on delivery' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/ui56-domain-1440.png', fullPage: true });
});
