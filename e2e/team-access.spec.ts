import { expect, test, type Page } from '@playwright/test';
import { e2eKeys } from './support/keys';

/**
 * Team access against the real service: a key made in the browser, its sign-in link used in another
 * browser, revoked from the admin session, and every change found in the audit log by key name.
 */
const signInAsAdmin = async (page: Page, path = '/keys') => {
  await page.goto(`${path}#key=${e2eKeys().all}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

test('an admin makes a stats key, its user signs in with the link, and revoking it signs them out', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Support desk ${Date.now()}`;
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('stats')).toBeChecked();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const created = page.getByRole('dialog', { name: 'Key created' });
  const link = await created.getByLabel('Sign-in link').inputValue();
  const secret = await created.getByLabel('API key').inputValue();
  expect(link).toContain(`/#key=${encodeURIComponent(secret)}`);
  await created.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('stats');
  await expect(row).toContainText(`…${secret.slice(-4)}`);

  // The support person, in a browser of their own.
  const other = await browser.newContext();
  const support = await other.newPage();
  await support.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(support).not.toHaveURL(/#key/);
  await support.getByRole('link', { name: 'Statistics' }).click();
  await expect(support.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await expect(support.getByText('Key permissions:')).toBeVisible();
  await support.getByRole('link', { name: 'Suppressions' }).click();
  await expect(
    support.getByText('This page needs the admin permission. Your API key has: stats.'),
  ).toBeVisible();

  // Revoked from the admin session: the other session falls back to the connect screen.
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this key?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(row).toContainText('Revoked');
  // Untouched, the other session re-checks its key (every 30 s) and finds it revoked.
  await expect(support.getByRole('form', { name: 'Sign in' })).toBeVisible({ timeout: 45_000 });
  await expect(support.getByText('Your session ended')).toBeVisible();
  await other.close();

  // Both changes, by the admin key's name, in the audit log.
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await page.getByLabel('Target').selectOption('key');
  const entries = page.getByRole('row').filter({ hasText: name });
  await expect(entries.filter({ hasText: 'API key revoked' })).toContainText('e2e all');
  await expect(entries.filter({ hasText: 'API key created' })).toContainText('e2e all');
  await expect(page).toHaveURL(/target=key/);
  expect(await page.content()).not.toContain(secret);
});

test('a suppression added in the browser shows in the audit log, filtered by key', async ({ page }) => {
  const email = `audited-${Date.now()}@e2e.example`;
  await signInAsAdmin(page, '/suppressions');
  await page.getByRole('button', { name: 'Add suppression' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add suppression' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Add suppression' }).click();
  await expect(dialog).toBeHidden();

  // The address's own history, from the quick check.
  await page.getByRole('textbox', { name: 'Check an address' }).fill(email);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Suppression added');
  await expect(history).toContainText('by e2e all');

  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await page.getByLabel('Action').selectOption('suppression.create');
  await page.getByLabel('Key').selectOption({ label: `e2e all (…${e2eKeys().all.slice(-4)})` });
  const entry = page.getByRole('row').filter({ hasText: email });
  await expect(entry).toContainText('Suppression added');
  await expect(entry).toContainText('e2e all');
  await expect(page).toHaveURL(/action=suppression\.create/);
  // The URL holds the view: a reload shows the same rows.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
});

test('tabs share the session: a new tab opens signed in, and signing out in one signs out all', async ({
  context,
  page,
}) => {
  await signInAsAdmin(page, '/webhooks');
  const second = await context.newPage();
  await second.goto('/stats');
  await expect(second.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  // Not remembered: nothing in localStorage.
  expect(await second.evaluate(() => window.localStorage.getItem('relaydesk.key'))).toBeNull();
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test("a webhook's page shows its history: who created it", async ({ page, request }) => {
  const created = await request.post('/api/v1/webhooks', {
    headers: { authorization: `Bearer ${e2eKeys().admin}` },
    data: { url: 'http://127.0.0.1:9/history', event_types: ['bounced'] },
  });
  const { webhook } = (await created.json()).data as { webhook: { id: number } };
  await page.goto(`/webhooks/${webhook.id}#key=${e2eKeys().all}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Webhook created');
  await expect(history).toContainText('by e2e admin');
  await history.getByRole('link', { name: 'In the audit log' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit\\?target=webhook(:|%3A)${webhook.id}$`));
  await expect(page.getByRole('row').filter({ hasText: 'Webhook created' })).toContainText('e2e admin');
});

test('the keys and audit pages fit a 390 px phone: their rows are cards, nothing scrolls sideways', async ({
  page,
  request,
}) => {
  // At least one entry, so the audit page has its table.
  await request.post('/api/v1/suppressions', {
    headers: { authorization: `Bearer ${e2eKeys().admin}` },
    data: { email: `phone-${Date.now()}@e2e.example` },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/keys', '/audit']) {
    await page.goto(`${path}#key=${e2eKeys().all}`);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('table')).toHaveAttribute('data-layout', 'cards');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBe(0);
  }
});

test('a key without admin opening an admin page makes no request that could only answer 403', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(new URL(r.url()).pathname);
  });
  await page.goto(`/suppressions#key=${e2eKeys().stats}`);
  await expect(
    page.getByText('This page needs the admin permission. Your API key has: stats.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(
    page.getByText('This page needs the admin permission. Your API key has: stats.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
});
