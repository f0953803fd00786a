import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';
import { send, settle } from './support/messages';

/** Unique per run, so the simulator's addresses never collide with an earlier run's suppression. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const shots = process.env.SHOTS_DIR;

const headers = () => ({ Authorization: `Bearer ${e2eKeys().all}` });
async function add(request: APIRequestContext, email: string, reason = 'manual') {
  const res = await request.post('/api/v1/suppressions', { headers: headers(), data: { email, reason } });
  expect(res.status()).toBe(201);
}
async function suppressed(request: APIRequestContext, email: string) {
  const res = await request.get('/api/v1/suppressions', { headers: headers(), params: { q: email } });
  const rows = ((await res.json()) as { data: { suppressions: { email: string }[] } }).data.suppressions;
  return rows.some((row) => row.email === email);
}

const open = async (page: Page, path: string, key = e2eKeys().all) => {
  await page.goto(`${path}#key=${key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppressions' })).toBeVisible();
};
const rows = (page: Page) =>
  page.getByRole('table', { name: 'Suppressed addresses' }).locator('tbody').getByRole('row');
const row = (page: Page, email: string) => rows(page).filter({ hasText: email });

test('a row opens its story: reason, origin, dates, the causing message and the address’s mail', async ({
  page,
  request,
}) => {
  const domain = `detail-${unique()}.test`;
  const address = `bounce@${domain}`;
  const id = await send(request, address, 'Receipt 17 from Acme');
  await settle(request, id, 'hard_bounced');
  await expect.poll(() => suppressed(request, address)).toBe(true);

  await open(page, `/suppressions?q=${domain}`);
  await row(page, address).getByText(address).click();
  const panel = page.getByRole('dialog', { name: address });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/address=bounce%40/);
  await expect(panel).toContainText('Hard bounce');
  await expect(panel).toContainText('A message bounced permanently');
  await expect(panel).toContainText('Automatic: the service added it after a message to it');
  await expect(panel.getByRole('code')).toContainText(/^550/);
  await expect(panel).toContainText(/Suppressed since .+ UTC/);
  const messages = panel.getByRole('list', { name: `Messages to ${address}` });
  await expect(messages).toContainText('Receipt 17 from Acme');
  await expect(messages).toContainText('This message caused the suppression');
  await expectAccessible(page);

  // Shared as a link: a reload (or another person) opens the same panel, looked up by address.
  await page.reload();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Automatic: the service added it after a message to it');
  // Escape closes it and hands focus to its row.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/address=/);
  await expect(row(page, address)).toBeFocused();

  // By keyboard: Enter on the focused row opens it; Escape comes back to the row.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row(page, address)).toBeFocused();

  // The causing message's timeline, one click away.
  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: "Open the message's timeline" }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect(page.getByRole('heading', { name: 'Receipt 17 from Acme' })).toBeVisible();
});

test('on a phone the panel takes the screen; Remove from it moves focus to the next row', async ({
  page,
  request,
}) => {
  const domain = `phone-${unique()}.test`;
  const id = await send(request, `ann@${domain}`, 'Your order has shipped');
  await settle(request, id, 'delivered');
  await add(request, `ann@${domain}`);
  await add(request, `bea@${domain}`, 'unsubscribe');
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `/suppressions?q=${domain}&order=email_asc`);
  await expect(rows(page)).toHaveCount(2);

  await row(page, `ann@${domain}`).getByText(`ann@${domain}`).click();
  const panel = page.getByRole('dialog', { name: `ann@${domain}` });
  await expect(panel).toContainText('Added through the API');
  await expect(panel).toContainText('API key');
  await expect(panel.getByRole('list', { name: `Messages to ann@${domain}` })).toContainText(
    'Your order has shipped',
  );
  expect((await panel.boundingBox())?.width).toBe(390);
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/panel-390.png` });

  await panel.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this suppression?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(panel).toBeHidden();
  await expect(row(page, `ann@${domain}`)).toHaveCount(0);
  await expect(row(page, `bea@${domain}`)).toBeFocused();
});

test('a key without the stats permission still gets the panel, with a quiet note for messages', async ({
  page,
  request,
}) => {
  const email = `quiet@admin-only-${unique()}.test`;
  await add(request, email, 'complaint');
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `/suppressions?address=${encodeURIComponent(email)}`, e2eKeys().admin);
  const panel = page.getByRole('dialog', { name: email });
  await expect(panel).toContainText('The recipient marked a message as spam.');
  await expect(panel).toContainText('Listing messages needs a key with the stats permission.');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/panel-1280.png` });
});

test('rows are one Tab stop; arrows move, removals hand focus on, and z undoes', async ({
  page,
  request,
}) => {
  const domain = `kbd-${unique()}.test`;
  const emails = Array.from({ length: 12 }, (_, i) => `r${String(i).padStart(2, '0')}@${domain}`);
  for (const email of emails) await add(request, email);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `/suppressions?q=${domain}&order=email_asc`);
  await expect(rows(page)).toHaveCount(12);

  // From the header checkbox, Tab reaches the active row and its few controls, then leaves the table.
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).focus();
  await page.keyboard.press('Tab');
  await expect(rows(page).first()).toBeFocused();
  let stops = 1;
  while (await page.evaluate(() => !!document.activeElement?.closest('tbody'))) {
    await page.keyboard.press('Tab');
    stops++;
  }
  expect(stops).toBeLessThanOrEqual(6);

  await rows(page).first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('j');
  await expect(row(page, emails[2]!)).toBeFocused();
  await page.keyboard.press('k');
  await expect(row(page, emails[1]!)).toBeFocused();
  await page.keyboard.press('End');
  await expect(row(page, emails[11]!)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(row(page, emails[0]!)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('checkbox', { name: `Select ${emails[0]}` })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(row(page, emails[0]!)).toBeFocused();

  // Delete on a row asks, then focus moves to the next row, not to the page's body.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('dialog', { name: 'Remove this suppression?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row(page, emails[1]!)).toHaveCount(0);
  await expect(row(page, emails[2]!)).toBeFocused();
  const toast = page.getByRole('status').filter({ hasText: `Removed ${emails[1]}` });
  await expect(toast).toContainText('Press Z to undo.');
  await page.keyboard.press('z');
  await expect(page.getByText(`${emails[1]} is suppressed again`)).toBeVisible();
  await expect(row(page, emails[1]!)).toBeFocused();
  expect(await suppressed(request, emails[1]!)).toBe(true);

  // The last row: focus goes to the one before it.
  await page.keyboard.press('End');
  await page.keyboard.press('Delete');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row(page, emails[10]!)).toBeFocused();

  // In bulk (Space selects the focused row): the next row after the first removed one.
  await page.keyboard.press('Home');
  await page.keyboard.press(' ');
  await page.keyboard.press('j');
  await page.keyboard.press(' ');
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('2 selected');
  await page.getByRole('button', { name: 'Remove selected' }).click();
  await page.getByRole('dialog', { name: 'Remove 2 suppressions?' }).getByRole('button').last().click();
  await expect(row(page, emails[0]!)).toHaveCount(0);
  await expect(row(page, emails[2]!)).toBeFocused();
  await expectAccessible(page);
});

test('the last row removed: focus lands on the list heading', async ({ page, request }) => {
  const email = `only@last-${unique()}.test`;
  await add(request, email);
  await open(page, `/suppressions?q=${email}`);
  await rows(page).first().focus();
  await page.keyboard.press('Delete');
  await page
    .getByRole('dialog', { name: 'Remove this suppression?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('heading', { name: 'Suppression list' })).toBeFocused();
});
