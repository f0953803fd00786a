import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { readFile } from 'node:fs/promises';
import { e2eKeys } from './support/keys';

const headers = () => ({ Authorization: `Bearer ${e2eKeys().all}` });

async function total(request: APIRequestContext, query: Record<string, string> = {}) {
  const res = await request.get('/api/v1/suppressions', {
    headers: headers(),
    // The exact count, however many match (a search is otherwise counted to 1,000).
    params: { limit: 1, exact_total: 'true', ...query },
  });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

test('imports a 5,000-row Postmark export with invalid, duplicate and existing rows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // 50 addresses the service already has, in mixed case: they must come back as "already present".
  const existing = (
    (await (
      await request.get('/api/v1/suppressions', { headers: headers(), params: { limit: 50 } })
    ).json()) as {
      data: { suppressions: { email: string }[] };
    }
  ).data.suppressions.map((s) => s.email);
  expect(existing).toHaveLength(50);

  const lines = ['Email,Reason,Origin,CreatedAt'];
  const reasons = ['HardBounce', 'SpamComplaint', 'ManualSuppression'];
  let fresh = 0;
  let lastFresh = 0;
  for (let i = 1; lines.length <= 5000; i++) {
    if (i % 40 === 0) {
      lines.push(`not-an-address-${i},HardBounce,Recipient,2026-01-01`); // invalid
    } else if (i % 50 === 0) {
      // A repeat of an earlier row, in other case and with spaces: still the same address.
      lines.push(` Imported${lastFresh}@Import-5k.test ,HardBounce,Recipient,2026-01-01`);
    } else if (i % 97 === 0 && existing.length) {
      lines.push(`${existing.pop()!.toUpperCase()},ManualSuppression,Customer,2026-01-01`);
    } else {
      lines.push(`imported${i}@import-5k.test,${reasons[i % 3]},Recipient,2026-01-01`);
      lastFresh = i;
      fresh++;
    }
  }
  const rows = lines.slice(1);
  const invalid = rows.filter((l) => l.startsWith('not-an-address')).length;
  const duplicates = rows.filter((l) => l.startsWith(' Imported')).length;
  const present = rows.filter((l) => l.includes('Customer')).length;
  expect(invalid + duplicates + present + fresh).toBe(5000);
  const before = await total(request);
  expect(await total(request, { q: 'import-5k.test' })).toBe(0);

  await page.goto(`/suppressions#key=${e2eKeys().all}`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppressions' });
  await expectAccessible(page);
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'postmark-suppressions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });

  // The dry run, before anything is sent.
  await expect(dialog).toContainText('looks like a Postmark export');
  const dryRun = dialog.getByRole('definition');
  await expect(dialog.getByLabel('Dry run')).toBeVisible();
  await expect(dryRun.nth(0)).toHaveText((fresh + present).toLocaleString('en-US'));
  await expect(dryRun.nth(1)).toHaveText(invalid.toLocaleString('en-US'));
  await expect(dryRun.nth(2)).toHaveText(duplicates.toLocaleString('en-US'));
  expect(await total(request, { q: 'import-5k.test' })).toBe(0);
  await expectAccessible(page);

  await dialog
    .getByRole('button', { name: `Import ${(fresh + present).toLocaleString('en-US')} addresses` })
    .click();
  const report = page.getByRole('dialog', { name: 'Import finished' });
  await expect(report.getByLabel('Import report')).toBeVisible({ timeout: 60_000 });
  const counts = report.getByLabel('Import report').getByRole('definition');
  await expect(counts.nth(0)).toHaveText(fresh.toLocaleString('en-US')); // created
  await expect(counts.nth(1)).toHaveText(present.toLocaleString('en-US')); // already present
  await expect(counts.nth(2)).toHaveText(invalid.toLocaleString('en-US'));
  await expect(counts.nth(3)).toHaveText('0'); // failed

  // Exactly the new addresses arrived (the demo's simulator may add rows of its own meanwhile).
  expect(await total(request, { q: 'import-5k.test' })).toBe(fresh);
  expect(await total(request)).toBeGreaterThanOrEqual(before + fresh);
  expect(await total(request, { q: 'import-5k.test', reason: 'complaint' })).toBe(
    rows.filter((l) => l.includes('import-5k') && l.includes('SpamComplaint') && !l.startsWith(' Imported'))
      .length,
  );
  await report.getByRole('button', { name: 'Done' }).click();
  await expect(report).toBeHidden();
});

test('exports the current filter as CSV, safe against spreadsheet formulas', async ({ page, request }) => {
  for (const email of ['+sum@formula-export.test', '-cmd@formula-export.test', 'plain@formula-export.test']) {
    const res = await request.post('/api/v1/suppressions', {
      headers: headers(),
      data: { email, reason: 'complaint' },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/suppressions?reason=complaint#key=${e2eKeys().all}`);
  const shown = page.getByText(/^[\d,]+ matches$/);
  await expect(shown).toBeVisible();
  const before = Number((await shown.innerText()).replace(/\D/g, ''));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^suppressions-complaint-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe('email,reason,created_at');
  // Every complaint, and nothing else (the demo's simulator may add complaints meanwhile).
  const exported = lines.length - 1;
  expect(exported).toBeGreaterThanOrEqual(before);
  expect(exported).toBeLessThanOrEqual(await total(request, { reason: 'complaint' }));
  expect(lines.slice(1).every((l) => l.split(',')[1] === 'complaint')).toBe(true);
  expect(lines).toContainEqual(expect.stringMatching(/^'\+sum@formula-export\.test,complaint,/));
  expect(lines).toContainEqual(expect.stringMatching(/^'-cmd@formula-export\.test,complaint,/));
  await expect(
    page.getByRole('status').getByText(`Exported ${exported.toLocaleString('en-US')} suppressions`),
  ).toBeVisible();
});

test('an import keeps the file’s dates and origin; remove then Undo restores the original date', async ({
  page,
  request,
}) => {
  const file = [
    'address,code,error,created_at',
    'gone@kept-dates.test,550,"550 5.1.1 No such user","Thu, 13 Oct 2022 18:02:00 UTC"',
    'left@kept-dates.test,550,"550 5.1.1 No such user","Tue, 04 Mar 2025 10:11:12 -0000"',
  ].join('\r\n');
  await page.goto(`/suppressions?q=kept-dates.test#key=${e2eKeys().all}`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppressions' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'mailgun-bounces.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await dialog.getByRole('button', { name: 'Import 2 addresses' }).click();
  const report = page.getByRole('dialog', { name: 'Import finished' });
  await expect(report.getByLabel('Import report').getByRole('definition').nth(0)).toHaveText('2');
  await report.getByRole('button', { name: 'Done' }).click();

  const row = page.getByRole('row').filter({ hasText: 'gone@kept-dates.test' });
  await expect(row.locator('time[datetime="2022-10-13T18:02:00.000Z"]')).toHaveCount(1);
  await expect(row).toContainText('Imported from mailgun-bounces.csv, row 2');

  await row.getByRole('button', { name: 'Remove gone@kept-dates.test' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this suppression?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').getByText(/suppressed again .*with its original date/)).toBeVisible();
  await expect(row.locator('time[datetime="2022-10-13T18:02:00.000Z"]')).toHaveCount(1);
  await expect(row).toContainText('Imported from mailgun-bounces.csv, row 2');

  const res = await request.get('/api/v1/suppressions', {
    headers: headers(),
    params: { q: 'gone@kept-dates.test' },
  });
  const [back] = ((await res.json()) as { data: { suppressions: Record<string, unknown>[] } }).data
    .suppressions;
  expect(back).toMatchObject({
    reason: 'hard_bounce',
    created_at: '2022-10-13T18:02:00.000Z',
    source: { type: 'import', file: 'mailgun-bounces.csv', row: 2 },
  });
});
