import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { e2eKeys } from './support/keys';

/**
 * Login CSRF: a `#key=` link from anywhere must not silently swap the session every open tab
 * shares. With a session open, the link's tab asks first, and only an explicit switch moves all tabs.
 */
const keyName = (page: Page) => page.getByText(/^Key: /);

async function openLink(context: BrowserContext, key: string) {
  const tab = await context.newPage();
  await tab.goto(`/suppressions#key=${encodeURIComponent(key)}`);
  // Stripped at once, before any answer: the key never sits in the address bar or history entry.
  await expect(tab).toHaveURL(/\/suppressions$/);
  return tab;
}

test('a #key= link for another key asks first; only "Switch" moves every tab to it', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const { all, admin } = e2eKeys();
  await page.goto(`/webhooks#key=${all}`);
  await expect(keyName(page)).toHaveText('Key: e2e all');
  const second = await context.newPage();
  await second.goto('/stats');
  await expect(keyName(second)).toHaveText('Key: e2e all');

  // Keep (the default button): nothing changes anywhere.
  let link = await openLink(context, admin);
  let prompt = link.getByRole('dialog', { name: 'Sign in as e2e admin instead of e2e all?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Keep e2e all' })).toBeFocused();
  // While the question is open, every tab (the link's own included) still works as the current key.
  for (const tab of [page, second, link]) await expect(keyName(tab)).toHaveText('Key: e2e all');
  await prompt.getByRole('button', { name: 'Keep e2e all' }).click();
  await expect(prompt).toBeHidden();
  await second.reload();
  for (const tab of [page, second, link]) await expect(keyName(tab)).toHaveText('Key: e2e all');
  await link.close();

  // Escape answers "keep" too.
  link = await openLink(context, admin);
  prompt = link.getByRole('dialog', { name: 'Sign in as e2e admin instead of e2e all?' });
  await expect(prompt).toBeVisible();
  await link.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  for (const tab of [page, second, link]) await expect(keyName(tab)).toHaveText('Key: e2e all');
  await link.close();

  // A key the service refuses: said plainly, and nobody is switched or signed out.
  link = await openLink(context, 'rd_not-a-real-key-at-all-0000');
  const refused = link.getByRole('dialog', { name: 'The key in this link was not accepted' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'OK' }).click();
  for (const tab of [page, second, link]) await expect(keyName(tab)).toHaveText('Key: e2e all');
  await link.close();

  // Switch: every tab follows.
  link = await openLink(context, admin);
  prompt = link.getByRole('dialog', { name: 'Sign in as e2e admin instead of e2e all?' });
  await prompt.getByRole('button', { name: 'Switch to e2e admin' }).click();
  await expect(prompt).toBeHidden();
  for (const tab of [page, second, link]) await expect(keyName(tab)).toHaveText('Key: e2e admin');
  await second.reload();
  await expect(keyName(second)).toHaveText('Key: e2e admin');
  // The link's address was replaced, not followed by a new entry: "back" leaves the app.
  await link.goBack();
  expect(link.url()).toBe('about:blank');
});

test('a #key= link for the key already in use just signs in, without asking', async ({ context, page }) => {
  const { all } = e2eKeys();
  await page.goto(`/webhooks#key=${all}`);
  await expect(keyName(page)).toHaveText('Key: e2e all');
  const link = await openLink(context, all);
  await expect(link.getByRole('heading', { level: 1, name: 'Suppressions' })).toBeVisible();
  await expect(keyName(link)).toHaveText('Key: e2e all');
  await expect(link.getByRole('dialog')).toHaveCount(0);
});

test('a reload while the link waits for the open tabs’ answer still signs in with its key', async ({
  page,
}) => {
  const { all } = e2eKeys();
  // The tabs are asked for 150 ms: a paused clock holds the page inside that wait for the reload.
  await page.clock.install();
  await page.clock.pauseAt(new Date());
  await page.goto(`/suppressions#key=${encodeURIComponent(all)}`);
  await expect(page).toHaveURL(/\/suppressions$/);
  await page.reload();
  await page.clock.resume();
  await expect(keyName(page)).toHaveText('Key: e2e all');
  await expect(page.getByRole('heading', { name: 'Suppressions', level: 1 })).toBeVisible();
});
