import { expect, test } from '@playwright/test';
import { e2eKeys } from './support/keys';

const search = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('a link with values a page cannot read opens a working page, and the address drops them', async ({
  page,
}) => {
  // Hand-edited or stale: an unknown status beside a known one, a range, domain and notice filter
  // that are none; the half-typed search is the person's and stays.
  await page.goto(
    `/messages?status=delivered,bogus&range=forever&domain=-1&system=everything&recipient=an#key=${e2eKeys().all}`,
  );
  await expect(page.getByRole('heading', { name: /^Activity/ })).toBeVisible();
  await expect.poll(() => search(page.url())).toEqual({ status: 'delivered', recipient: 'an' });
  const statuses = page.getByRole('group', { name: 'Status' });
  await expect(statuses.getByRole('button', { name: 'Delivered' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Created')).toHaveValue('');
  await expect(page.getByText(/To search, type at least 3 characters/)).toBeVisible();
  // The page still works from the cleaned state: a filter change builds on it.
  await statuses.getByRole('button', { name: 'Delivered' }).click();
  await expect.poll(() => search(page.url())).toEqual({ recipient: 'an' });

  // The audit log: every target type of the contract filters, alert rules too.
  await page.goto(`/audit?target=alert_rule:1&action=bogus&from=2026-02-30&key=0`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect.poll(() => search(page.url())).toEqual({ target: 'alert_rule:1' });
  await expect(page.getByRole('combobox', { name: 'Target' })).toHaveValue('alert_rule');
  await expect(page.getByRole('textbox', { name: 'Target id' })).toHaveValue('1');
});
