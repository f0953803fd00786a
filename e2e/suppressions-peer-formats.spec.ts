import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { e2eKeys } from './support/keys';

/**
 * Every peer export the import reads (the unit tests' fixture files), through the real dialog into
 * the real service: each lands with its original date, the reason its source value means, and the
 * file and row it came from; rows the preview set aside never arrive.
 */
type Expected = [email: string, reason: string, createdAt: string];
const formats: Record<string, Expected[]> = {
  'sendgrid-bounces.csv': [
    ['gone@sg-bounces.example', 'hard_bounce', '2023-11-14T22:13:20.000Z'],
    ['nouser@sg-bounces.example', 'hard_bounce', '2023-11-15T22:13:20.000Z'],
    ['relay@sg-bounces.example', 'hard_bounce', '2023-11-16T22:13:20.000Z'],
  ],
  'sendgrid-blocks.csv': [['blocked@example.com', 'hard_bounce', '2023-11-14T22:13:20.000Z']],
  'sendgrid-invalid-emails.csv': [
    ['typo@sg-invalid.example', 'hard_bounce', '2023-11-14T22:13:20.000Z'],
    ['nobody@sg-invalid.example', 'hard_bounce', '2023-11-14T22:23:20.000Z'],
  ],
  'sendgrid-spam-reports.csv': [['angry@example.com', 'complaint', '2023-11-14T22:13:20.000Z']],
  // A spam report under another name: its columns tell.
  'sendgrid-export-2026.csv': [
    ['reported@sg-spam.example', 'complaint', '2024-03-01T08:00:00.000Z'],
    ['fbl@sg-spam.example', 'complaint', '2024-03-02T08:00:00.000Z'],
  ],
  'sendgrid-global-unsubscribes.csv': [
    ['left@sg-unsubs.example', 'unsubscribe', '2024-01-02T03:04:05.000Z'],
    ['bye@sg-unsubs.example', 'unsubscribe', '2024-02-03T04:05:06.000Z'],
  ],
  'mailgun-bounces.csv': [
    ['gone@example.com', 'hard_bounce', '2022-10-13T18:02:00.000Z'],
    ['old@example.org', 'hard_bounce', '2025-03-04T10:11:12.000Z'],
  ],
  'mailgun-complaints.csv': [
    ['angry@mg-complaints.example', 'complaint', '2026-02-02T10:00:00.000Z'],
    ['fbl@mg-complaints.example', 'complaint', '2025-12-15T10:00:00.000Z'],
  ],
  'mailgun-unsubscribes.csv': [
    ['all@mg-unsubs.example', 'unsubscribe', '2026-03-31T10:00:00.000Z'],
    ['every@mg-unsubs.example', 'unsubscribe', '2025-07-04T11:00:00.000Z'],
  ],
  'postmark-suppressions.csv': [
    ['hb@example.com', 'hard_bounce', '2024-05-06T07:08:09.000Z'],
    ['sc@example.com', 'complaint', '2024-05-07T07:08:09.000Z'],
    ['ms@example.com', 'manual', '2024-05-08T07:08:09.000Z'],
    // Origin Recipient: the recipient used Postmark's unsubscribe link.
    ['link@example.com', 'unsubscribe', '2024-05-09T07:08:09.000Z'],
    ['staff@example.com', 'manual', '2024-05-10T07:08:09.000Z'],
  ],
  'postmark-bounces.csv': [
    ['hard@pm.example', 'hard_bounce', '2024-06-01T10:00:00.000Z'],
    ['spam@pm.example', 'complaint', '2024-06-06T10:00:00.000Z'],
  ],
  'ses-cli.json': [
    ['json-bounce@example.net', 'hard_bounce', '2025-02-03T04:05:06.789Z'],
    ['json-complaint@example.net', 'complaint', '2025-02-04T03:05:06.000Z'],
  ],
  'ses-cli.txt': [
    ['text-bounce@example.net', 'hard_bounce', '2025-02-03T04:05:06.789Z'],
    ['text-complaint@example.net', 'complaint', '2025-02-04T04:05:06.000Z'],
  ],
  'ses-headerless.csv': [
    ['csv-bounce@example.net', 'hard_bounce', '2025-02-03T04:05:06.789Z'],
    ['csv-complaint@example.net', 'complaint', '2025-02-04T04:05:06.789Z'],
  ],
  'ses-suppressed.csv': [
    ['b@example.net', 'hard_bounce', '2025-02-03T04:05:06.789Z'],
    ['c@example.net', 'complaint', '2025-02-04T04:05:06.789Z'],
  ],
};
/** Rows of the files that must not arrive: skipped (a 452 is temporary), invalid or repeated. */
const neverImported = [
  'news@mg-unsubs.example',
  'soft@pm.example',
  'dns@pm.example',
  'isaac@hotmail',
  'full@sg-bounces.example',
];

const fixtures = new URL('../src/features/suppressions/lib/import/fixtures/', import.meta.url);
const headers = () => ({ Authorization: `Bearer ${e2eKeys().all}` });

async function lookUp(request: APIRequestContext, email: string) {
  const res = await request.get('/api/v1/suppressions', { headers: headers(), params: { q: email } });
  const { suppressions } = ((await res.json()) as { data: { suppressions: Record<string, unknown>[] } }).data;
  return suppressions.find((s) => s.email === email);
}

for (const [name, expected] of Object.entries(formats)) {
  test(`imports ${name} with its dates and reasons`, async ({ page, request }) => {
    // Other tests may have suppressed the same sample addresses: start from none of them.
    for (const [email] of expected) {
      const found = await lookUp(request, email);
      if (found) await request.delete(`/api/v1/suppressions/${String(found.id)}`, { headers: headers() });
    }
    await page.goto(`/suppressions#key=${e2eKeys().all}`);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import suppressions' });
    await dialog.getByLabel('Choose a CSV file').setInputFiles({
      name,
      mimeType: name.endsWith('.json') ? 'application/json' : 'text/csv',
      buffer: readFileSync(new URL(name, fixtures)),
    });
    if (name === 'sendgrid-blocks.csv') {
      // SendGrid does not suppress blocks: left out, with why, until asked for.
      const preview = dialog.getByRole('table', { name: 'First rows of the file' });
      await expect(preview.getByText(/Skipped: a SendGrid block/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: /^Import \d/ })).toBeDisabled();
      await dialog.getByRole('checkbox', { name: 'Import SendGrid blocks too' }).check();
    }
    const count = expected.length;
    await dialog.getByRole('button', { name: `Import ${count} address${count === 1 ? '' : 'es'}` }).click();
    const report = page.getByRole('dialog', { name: 'Import finished' });
    await expect(report.getByLabel('Import report').getByRole('definition').first()).toHaveText(
      String(count),
    );

    for (const [email, reason, createdAt] of expected) {
      const row = await lookUp(request, email);
      expect(row, email).toMatchObject({
        reason,
        created_at: createdAt,
        source: { type: 'import', file: name },
      });
    }
    for (const email of neverImported) expect(await lookUp(request, email), email).toBeUndefined();
  });
}

test('pasted addresses: the preview numbers the entries as pasted and dates them on the import’s day', async ({
  page,
  request,
}) => {
  const emails = ['paste-one@pasted.example', 'paste-two@pasted.example'];
  for (const email of emails) {
    const found = await lookUp(request, email);
    if (found) await request.delete(`/api/v1/suppressions/${String(found.id)}`, { headers: headers() });
  }
  await page.goto(`/suppressions#key=${e2eKeys().all}`);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import suppressions' });
  await dialog.getByText('Or paste addresses').click();
  await dialog.getByLabel('Pasted addresses').fill(`not-an-address, ${emails[0]}\n"Two" <${emails[1]}>`);
  await dialog.getByRole('button', { name: 'Preview pasted addresses' }).click();
  await expect(dialog.getByText('3 pasted entries, each read as one address.')).toBeVisible();
  await expect(dialog.getByLabel('Address column')).toHaveCount(0);
  const before = new Date().toISOString().slice(0, 10);
  await expect(dialog.getByText(/^Dated \d+ \w{3} \d{4}, the day of the import/)).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'First pasted entries' });
  await expect(preview.getByRole('row').nth(2)).toContainText(`2${emails[0]}`);
  await dialog.getByRole('button', { name: 'Import 2 addresses' }).click();
  await expect(page.getByRole('dialog', { name: 'Import finished' })).toBeVisible();
  for (const [i, email] of emails.entries()) {
    const row = (await lookUp(request, email)) as { created_at: string; source: unknown };
    // The entry as pasted (the second and third), dated by the service on the day of the import.
    expect(row.source).toMatchObject({ type: 'import', file: 'pasted addresses', row: i + 2 });
    expect([before, new Date().toISOString().slice(0, 10)]).toContain(row.created_at.slice(0, 10));
  }
});
