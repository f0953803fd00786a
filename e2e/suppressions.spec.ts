import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';

interface Row {
  id: number;
  email: string;
  reason: string;
  created_at: string;
  source?: Record<string, unknown>;
}

/** The service itself, to set up rows and to check what the page did. */
function api(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${e2eKeys().all}` };
  return {
    add: async (email: string, reason = 'manual') => {
      const res = await request.post('/api/v1/suppressions', { headers, data: { email, reason } });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { data: { suppression: Row } }).data.suppression;
    },
    list: async (query: Record<string, string | number>) => {
      const res = await request.get('/api/v1/suppressions', { headers, params: query });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { data: { suppressions: Row[]; total: number } }).data;
    },
    find: async (email: string) => {
      const res = await request.get('/api/v1/suppressions', { headers, params: { q: email, limit: 100 } });
      const data = ((await res.json()) as { data: { suppressions: Row[] } }).data;
      return data.suppressions.find((s) => s.email === email) ?? null;
    },
  };
}

const open = async (page: Page, path = '/suppressions') => {
  await page.goto(`${path}#key=${e2eKeys().all}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppressions' })).toBeVisible();
};

const dataRows = (page: Page) => page.getByRole('table', { name: 'Suppressed addresses' }).getByRole('row');

test('search, reason filter, sort and page live in the URL and survive a reload', async ({
  page,
  request,
}) => {
  const service = api(request);
  // A domain of this run's own: a retry finds none of the first try's rows.
  const run = Date.now().toString(36);
  for (const [i, reason] of ['hard_bounce', 'complaint', 'unsubscribe'].entries()) {
    await service.add(`Zeta${i}@URL-State-${run}.test`, reason);
  }
  // The demo's delivery simulator may still add rows, so the shown total is checked against the
  // service's before and after the page loaded.
  const before = (await service.list({ limit: 1 })).total;
  await open(page);
  const shown = page.getByText(/^[\d,]+ suppressions$/);
  await expect(shown).toBeVisible();
  const after = (await service.list({ limit: 1 })).total;
  const total = Number((await shown.innerText()).replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(before);
  expect(total).toBeLessThanOrEqual(after);
  await expect(dataRows(page)).toHaveCount(51); // header + 50

  // `/` jumps to the search box; typing searches case-insensitively once it pauses.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.type(`url-STATE-${run}`);
  await expect(page).toHaveURL(/q=url-STATE/);
  await expect(dataRows(page)).toHaveCount(4);
  await expect(page.getByText('3 matches')).toBeVisible();

  await page.getByRole('group', { name: 'Reason' }).getByRole('button', { name: 'Complaint' }).click();
  await expect(page).toHaveURL(/reason=complaint/);
  await expect(dataRows(page)).toHaveCount(2);
  await expect(dataRows(page).nth(1)).toContainText(`zeta1@url-state-${run}.test`);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`url-STATE-${run}`);
  await expect(
    page.getByRole('group', { name: 'Reason' }).getByRole('button', { name: 'Complaint' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(dataRows(page)).toHaveCount(2);

  // Sort by address over the whole list, then page forward and back with the keyset cursor.
  await page.getByRole('button', { name: 'All reasons' }).click();
  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(page).not.toHaveURL(/q=|reason=/);
  await page.getByLabel('Sort').selectOption({ label: 'Address A–Z' });
  await expect(page).toHaveURL(/order=email_asc/);
  await page.getByLabel('Rows per page').selectOption('25');
  await expect(page).toHaveURL(/limit=25/);
  await expect(dataRows(page)).toHaveCount(26);
  const firstPage = await dataRows(page).nth(1).innerText();
  const expected = (await service.list({ order: 'email_asc', limit: 26 })).suppressions;
  expect(firstPage).toContain(expected[0]!.email);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(page.getByText(/^26–50 of [\d,]+$/)).toBeVisible();
  await expect(dataRows(page).nth(1)).toContainText(expected[25]!.email);
  await page.reload();
  await expect(dataRows(page).nth(1)).toContainText(expected[25]!.email);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(dataRows(page).nth(1)).toContainText(expected[0]!.email);
  await expect(page).not.toHaveURL(/cursor=/);
  await page.goBack();
  await expect(dataRows(page).nth(1)).toContainText(expected[25]!.email);
  await expectAccessible(page);
});

test('adds an address, refuses an invalid one before any request, and explains a duplicate', async ({
  page,
  request,
}) => {
  const service = api(request);
  const existing = await service.add('already.here@add.test', 'hard_bounce');
  await open(page);

  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));

  await page.getByRole('button', { name: 'Add suppression' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add suppression' });
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expect(dialog.getByLabel('Reason')).toHaveValue('manual');
  await expectAccessible(page);

  await dialog.getByLabel('Email').fill('not an address');
  await dialog.getByRole('button', { name: 'Add suppression' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(/valid email address/);
  expect(posts).toEqual([]);

  await dialog.getByLabel('Email').fill('ALREADY.here@add.test');
  await dialog.getByRole('button', { name: 'Add suppression' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('already.here@add.test is already suppressed');
  await expect(alert).toContainText('Hard bounce');
  await expect(alert).toContainText(new Date(existing.created_at).getUTCFullYear().toString());
  await expectAccessible(page);

  await dialog.getByLabel('Email').fill('  New.Person@Add.test ');
  await dialog.getByLabel('Reason').selectOption({ label: 'Unsubscribe' });
  await dialog.getByRole('button', { name: 'Add suppression' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('new.person@add.test is now suppressed')).toBeVisible();
  expect(await service.find('new.person@add.test')).toMatchObject({ reason: 'unsubscribe' });
  await expect(dataRows(page).filter({ hasText: 'new.person@add.test' })).toContainText('Unsubscribe');

  // Focus stays inside the open dialog, and Escape closes it.
  await page.getByRole('button', { name: 'Add suppression' }).click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('removes with a confirmation naming the address, and Undo puts it back with its reason', async ({
  page,
  request,
}) => {
  const service = api(request);
  await service.add('undo.me@remove.test', 'complaint');
  await open(page, '/suppressions?q=remove.test');
  const row = dataRows(page).filter({ hasText: 'undo.me@remove.test' });
  await row.getByRole('button', { name: 'Remove' }).click();

  const dialog = page.getByRole('dialog', { name: 'Remove this suppression?' });
  await expect(dialog).toContainText('undo.me@remove.test');
  await expect(dialog).toContainText('marked your mail as spam');
  // A complaint asks for an explicit confirmation first.
  await expect(dialog.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('checkbox', { name: 'The recipient asked to receive mail again' }).check();
  await dialog.getByRole('button', { name: 'Remove' }).click();

  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').getByText('Removed undo.me@remove.test')).toBeVisible();
  await expect.poll(() => service.find('undo.me@remove.test')).toBeNull();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').getByText('undo.me@remove.test is suppressed again')).toBeVisible();
  expect(await service.find('undo.me@remove.test')).toMatchObject({ reason: 'complaint' });
  await expect(dataRows(page).filter({ hasText: 'undo.me@remove.test' })).toContainText('Complaint');
});

/** The detail panel of `email`, opened from its row. */
async function openDetail(page: Page, email: string) {
  await dataRows(page).filter({ hasText: email }).getByText(email).click();
  const panel = page.getByRole('dialog', { name: email });
  await expect(panel).toBeVisible();
  return panel;
}

test('Undo of one removal puts back the row itself: same id, date and origin, and its history', async ({
  page,
  request,
}) => {
  test.slow(); // two rounds of remove, Undo and the detail panel
  const service = api(request);
  // A row as the demo seeds them: no recorded origin. Undo must not invent one.
  const seeded = (await service.list({ reason: 'unsubscribe', limit: 200 })).suppressions.find(
    (r) => !r.source,
  );
  expect(seeded).toBeDefined();
  const added = await service.add('exact.undo@remove.test', 'hard_bounce');

  for (const before of [seeded!, added]) {
    await open(page, `/suppressions?q=${encodeURIComponent(before.email)}`);
    const row = dataRows(page).filter({ hasText: before.email });
    await row.getByRole('button', { name: `Remove ${before.email}` }).click();
    await page
      .getByRole('dialog', { name: 'Remove this suppression?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    // The row is gone (the empty list's note, itself a row of the table, still names the address).
    await expect(row.getByRole('button', { name: `Remove ${before.email}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByRole('status').getByText(`${before.email} is suppressed again`)).toContainText(
      'the same entry as before',
    );
    expect(await service.find(before.email)).toEqual(before);

    const panel = await openDetail(page, before.email);
    if (before.source) {
      await expect(panel).toContainText('Added through the API');
      await expect(panel).toContainText('e2e all');
    } else {
      await expect(panel).toContainText("This service doesn't say where its suppressions come from.");
      await expect(panel).not.toContainText('Added through the API');
    }
    const history = panel.getByRole('region', { name: 'History' });
    await expect(history.getByRole('listitem').first()).toContainText('Removal undone: put back');
    await expect(history.getByRole('listitem').nth(1)).toContainText('Suppression removed');
    if (before.source) await expect(history.getByRole('listitem').nth(2)).toContainText('Suppression added');
    await page.keyboard.press('Escape');
  }
});

test('Undo of a page removed together puts back every row itself', async ({ page, request }) => {
  const service = api(request);
  const before: Row[] = [];
  for (const [i, reason] of ['manual', 'hard_bounce', 'unsubscribe'].entries())
    before.push(await service.add(`page${i}@page-undo.test`, reason));
  await open(page, '/suppressions?q=page-undo.test&order=email_asc');
  await expect(dataRows(page)).toHaveCount(4);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove 3 suppressions?' });
  await dialog.getByRole('button', { name: 'Remove 3 suppressions' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await service.list({ q: 'page-undo.test' })).total).toBe(0);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .getByText('3 suppressions put back exactly: the same entries, dates and origins.'),
  ).toBeVisible();
  expect((await service.list({ q: 'page-undo.test', order: 'email_asc' })).suppressions).toEqual(before);
  const panel = await openDetail(page, 'page1@page-undo.test');
  await expect(panel).toContainText('Added through the API');
  await expect(panel.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(3);
});

test('bulk remove confirms with the addresses and removes every selected row', async ({ page, request }) => {
  const service = api(request);
  for (let i = 0; i < 6; i++)
    await service.add(`bulk${i}@bulk-remove.test`, i % 2 ? 'manual' : 'unsubscribe');
  await open(page, '/suppressions?q=bulk-remove.test');
  await expect(dataRows(page)).toHaveCount(7);

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByRole('checkbox', { name: 'Select bulk0@bulk-remove.test' }).uncheck();
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('5 selected');
  await page.getByRole('button', { name: 'Remove selected' }).click();

  const dialog = page.getByRole('dialog', { name: 'Remove 5 suppressions?' });
  await expect(dialog).toContainText('bulk5@bulk-remove.test');
  await expect(dialog).not.toContainText('bulk0@bulk-remove.test');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove 5 suppressions' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('Removed 5 suppressions.')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(2);
  expect((await service.list({ q: 'bulk-remove.test' })).suppressions.map((s) => s.email)).toEqual([
    'bulk0@bulk-remove.test',
  ]);
  await expect(page.getByRole('region', { name: 'Selection' })).toHaveCount(0);
});

test('the quick check says whether an address is suppressed, why and since when', async ({
  page,
  request,
}) => {
  await api(request).add('blocked@check.test', 'hard_bounce');
  await open(page);
  const box = page.getByRole('textbox', { name: 'Check an address' });
  await box.fill('Blocked@Check.test');
  const result = page.getByRole('region', { name: 'Check an address' });
  await expect(result).toContainText('Suppressed');
  await expect(result).toContainText('Hard bounce');
  await expect(result).toContainText(/since .+ ago|since now/);

  // Unblocking a customer from the answer itself.
  await result.getByRole('button', { name: 'Remove blocked@check.test' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this suppression?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(result).toContainText('Not suppressed');
  await expect.poll(() => api(request).find('blocked@check.test')).toBeNull();

  await box.fill('free@check.test');
  await expect(result).toContainText('Not suppressed');
  await expect(result).toContainText('Mail to free@check.test is delivered.');
});

test('a stats-only key is told the page needs the admin permission', async ({ page }) => {
  await page.goto(`/suppressions#key=${e2eKeys().stats}`);
  await expect(page.getByText('This page needs the admin permission.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
});

test("a deep link preloads the page's code, and a phone gets reason and date under each address", async ({
  page,
  request,
}) => {
  const row = await api(request).add('narrow@layout.test', 'complaint');
  // The service lists the page's chunks in the HTML of its address, so they load beside the entry.
  const html = await (await request.get('/suppressions')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );
  expect(preloaded.some((href) => /\/assets\/suppressions-[\w-]+\.js$/.test(href ?? ''))).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  // The page's first page of rows starts at sign-in, beside the permission check; the page then
  // finds it in the cache: one request, not two.
  const pages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/suppressions' && url.searchParams.get('limit') === '50')
      pages.push(url.search);
  });
  await open(page, `/suppressions?q=${row.email}`);
  const table = page.getByRole('table', { name: 'Suppressed addresses' });
  const cells = dataRows(page).filter({ hasText: row.email });
  await expect(cells).toHaveCount(1);
  expect(pages).toEqual([`?limit=50&order=created_at_desc&q=${encodeURIComponent(row.email)}`]);
  await expect(table.getByRole('columnheader', { name: 'Reason' })).toHaveCount(0);
  await expect(cells).toContainText('Complaint');
  await expect(cells.locator('time')).toHaveAttribute('datetime', row.created_at);

  // Widened (a phone turned, a window resized), the same rows get their columns back.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await expect(cells.getByRole('cell')).toHaveCount(5);
  await expectAccessible(page);
});
