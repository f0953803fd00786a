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

const fixture = (name: string) =>
  readFile(new URL(`../src/features/suppressions/lib/import/fixtures/${name}`, import.meta.url));

async function suppressionsOf(request: APIRequestContext, domain: string) {
  const res = await request.get('/api/v1/suppressions', {
    headers: headers(),
    params: { q: domain, limit: 50, order: 'email_asc' },
  });
  const { suppressions } = (
    (await res.json()) as {
      data: { suppressions: { email: string; reason: string; created_at: string }[] };
    }
  ).data;
  return suppressions.map(({ email, reason, created_at }) => ({ email, reason, created_at }));
}

test('a SendGrid bounces export: each value beside its reason, a summary, dates and reasons kept', async ({
  page,
  request,
}) => {
  expect(await suppressionsOf(request, 'sg-bounces.example')).toEqual([]);
  await page.goto(`/suppressions?q=sg-bounces.example#key=${e2eKeys().all}`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppressions' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'sendgrid-bounces.csv',
    mimeType: 'text/csv',
    buffer: await fixture('sendgrid-bounces.csv'),
  });
  await expect(dialog).toContainText('looks like a SendGrid export');
  await expect(dialog).toContainText(
    'All 4 rows, each counted once: 3 to import with the file’s reason, 1 skipped.',
  );
  const rows = dialog.getByRole('table', { name: 'First rows of the file' }).getByRole('row');
  await expect(rows.filter({ hasText: 'relay@sg-bounces.example' })).toContainText(
    /554 5\.7\.1 <relay@sg-bounces\.example>: Relay access denied\s*→\s*read asHard bounce/,
  );
  await expect(rows.filter({ hasText: 'full@sg-bounces.example' })).toContainText(
    /452 4\.2\.2 The email account .*\(not imported\)\s*Skipped.*a temporary failure \(452 4\.2\.2\)/,
  );
  const summary = dialog.getByRole('region', { name: 'Reasons of the rows to import' });
  await expect(summary.getByRole('listitem')).toHaveText([
    /^2 ×\s*550 5\.1\.1\s*→\s*read asHard bounce$/,
    /^1 ×\s*554 5\.7\.1\s*→\s*read asHard bounce$/,
  ]);
  await expectAccessible(page);

  // The 452 (over quota: temporary) is skipped, listed, and downloads with the file's own value beside it.
  await dialog.getByText('Skipped rows (1)').click();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download skipped rows (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('skipped-rows-sendgrid-bounces.csv');
  expect((await readFile((await file.path())!, 'utf8')).split('\r\n')).toEqual([
    'email,reason,original_reason,error,row',
    'full@sg-bounces.example,,452 4.2.2 The email account that you tried to reach is over quota.,"Skipped: a temporary failure (452 4.2.2): the mailbox may take mail later, so it is not suppressed",5',
    '',
  ]);

  await dialog.getByRole('button', { name: 'Import 3 addresses' }).click();
  const report = page.getByRole('dialog', { name: 'Import finished' });
  await expect(report.getByLabel('Import report').getByRole('definition').nth(0)).toHaveText('3');
  await report.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: 'gone@sg-bounces.example' });
  await expect(row.locator('time[datetime="2023-11-14T22:13:20.000Z"]')).toHaveCount(1);
  expect(await suppressionsOf(request, 'sg-bounces.example')).toEqual([
    { email: 'gone@sg-bounces.example', reason: 'hard_bounce', created_at: '2023-11-14T22:13:20.000Z' },
    { email: 'nouser@sg-bounces.example', reason: 'hard_bounce', created_at: '2023-11-15T22:13:20.000Z' },
    { email: 'relay@sg-bounces.example', reason: 'hard_bounce', created_at: '2023-11-16T22:13:20.000Z' },
  ]);
});

test('a Mailgun unsubscribes export: an unsubscribe from one tag is skipped, listed and downloadable', async ({
  page,
  request,
}) => {
  await page.goto(`/suppressions?q=mg-unsubs.example#key=${e2eKeys().all}`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppressions' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'mailgun-unsubscribes.csv',
    mimeType: 'text/csv',
    buffer: await fixture('mailgun-unsubscribes.csv'),
  });
  await expect(dialog).toContainText('looks like a Mailgun export');
  await expect(dialog).toContainText('All 3 rows, each counted once: 2 to import, 1 skipped.');
  await expect(dialog.getByLabel('Dry run').getByRole('definition')).toHaveText(['2', '0', '0', '1']);
  await expect(
    dialog.getByRole('region', { name: 'Reasons of the rows to import' }).getByRole('listitem'),
  ).toHaveText([/^2 ×\s*no reason column\s*→\s*read asUnsubscribe\s*\(default\)$/]);
  await expect(dialog.getByLabel('Default reason')).toHaveValue('unsubscribe');

  await dialog.getByText('Skipped rows (1)').click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'news@mg-unsubs.example' })).toContainText(
    'Skipped: Mailgun unsubscribed it from the tag newsletter only, not from all mail',
  );
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download skipped rows (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('skipped-rows-mailgun-unsubscribes.csv');
  expect((await readFile((await file.path())!, 'utf8')).split('\r\n')).toEqual([
    'email,reason,original_reason,error,row',
    'news@mg-unsubs.example,,,"Skipped: Mailgun unsubscribed it from the tag newsletter only, not from all mail",3',
    '',
  ]);

  await dialog.getByRole('button', { name: 'Import 2 addresses' }).click();
  const report = page.getByRole('dialog', { name: 'Import finished' });
  await expect(report.getByLabel('Import report').getByRole('definition').nth(0)).toHaveText('2');
  await expect(report).toContainText('1 row was skipped: the source itself does not suppress it');
  await report.getByRole('button', { name: 'Done' }).click();
  expect(await suppressionsOf(request, 'mg-unsubs.example')).toEqual([
    { email: 'all@mg-unsubs.example', reason: 'unsubscribe', created_at: '2026-03-31T10:00:00.000Z' },
    { email: 'every@mg-unsubs.example', reason: 'unsubscribe', created_at: '2025-07-04T11:00:00.000Z' },
  ]);
});
