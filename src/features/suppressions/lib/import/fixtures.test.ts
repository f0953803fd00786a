import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeRows } from './analyze-rows';
import { guessColumns } from './columns';
import type { ImportMapping } from './import-mapping';
import { initialMapping } from './initial-mapping';
import { readImportRows } from './read-rows';

/** A fixture file as the import reads it: parse, guess the columns, judge the rows. */
async function importFixture(name: string, change: Partial<ImportMapping> = {}) {
  const text = readFileSync(join(__dirname, 'fixtures', name), 'utf8');
  const rows = await readImportRows(new File([text], name));
  const guess = guessColumns(rows[0]!, rows.slice(1, 50));
  const analysis = await analyzeRows(rows, { ...initialMapping(guess, name), ...change });
  return {
    guess,
    invalid: analysis.invalid.map(({ email, note }) => ({ email, note })),
    skipped: analysis.skipped.map(({ email, note }) => ({ email, note })),
    duplicates: analysis.duplicates.map(({ email }) => email),
    defaulted: analysis.defaulted.map(({ email, source }) => ({ email, source })),
    summary: analysis.summary.entries.map(
      ({ count, source, reason, defaulted }) =>
        `${count} × ${source} → ${reason}${defaulted ? ' (default)' : ''}`,
    ),
    items: analysis.items.map(({ email, reason, created_at }) => ({ email, reason, created_at })),
  };
}

describe('peer exports keep their dates and reasons', () => {
  it('Mailgun bounces, with RFC 2822 dates', async () => {
    const { guess, items } = await importFixture('mailgun-bounces.csv');
    expect(guess.format).toBe('mailgun');
    expect(items).toEqual([
      { email: 'gone@example.com', reason: 'hard_bounce', created_at: '2022-10-13T18:02:00.000Z' },
      { email: 'old@example.org', reason: 'hard_bounce', created_at: '2025-03-04T10:11:12.000Z' },
    ]);
  });

  it('SendGrid spam reports, with Unix-second dates', async () => {
    const { items } = await importFixture('sendgrid-spam-reports.csv');
    expect(items).toEqual([
      { email: 'angry@example.com', reason: 'complaint', created_at: '2023-11-14T22:13:20.000Z' },
    ]);
  });

  it('SendGrid blocks: skipped by default (SendGrid does not suppress them), with why', async () => {
    const { items, skipped } = await importFixture('sendgrid-blocks.csv');
    expect(items).toEqual([]);
    expect(skipped).toEqual([
      {
        email: 'blocked@example.com',
        note: 'Skipped: a SendGrid block: the receiver refused the sender (often its reputation), not the address, and SendGrid does not suppress blocks',
      },
    ]);
  });

  it('SendGrid blocks imported on request: an IP blocklist rejection mentioning spam is not a complaint', async () => {
    const { items } = await importFixture('sendgrid-blocks.csv', { senderBlocks: 'import' });
    expect(items).toEqual([
      { email: 'blocked@example.com', reason: 'hard_bounce', created_at: '2023-11-14T22:13:20.000Z' },
    ]);
  });

  it('Postmark bounces: only what Postmark deactivated, the rest skipped with why', async () => {
    const { guess, items, skipped, summary } = await importFixture('postmark-bounces.csv');
    expect(guess.format).toBe('postmark');
    expect(items).toEqual([
      { email: 'hard@pm.example', reason: 'hard_bounce', created_at: '2024-06-01T10:00:00.000Z' },
      { email: 'spam@pm.example', reason: 'complaint', created_at: '2024-06-06T10:00:00.000Z' },
    ]);
    expect(summary).toEqual(['1 × HardBounce → hard_bounce', '1 × SpamComplaint → complaint']);
    expect(skipped).toEqual(
      ['soft', 'transient', 'auto', 'dns'].map((name) => ({
        email: `${name}@pm.example`,
        note: expect.stringMatching(/^Skipped: Postmark did not suppress it \(\w+, Inactive false\)$/),
      })),
    );
  });

  it('Postmark suppressions: a manual suppression of Origin Recipient is the recipient unsubscribing', async () => {
    const { guess, items, summary } = await importFixture('postmark-suppressions.csv');
    expect(guess).toMatchObject({ format: 'postmark', originColumn: 2 });
    expect(items).toEqual([
      { email: 'hb@example.com', reason: 'hard_bounce', created_at: '2024-05-06T07:08:09.000Z' },
      { email: 'sc@example.com', reason: 'complaint', created_at: '2024-05-07T07:08:09.000Z' },
      { email: 'ms@example.com', reason: 'manual', created_at: '2024-05-08T07:08:09.000Z' },
      { email: 'link@example.com', reason: 'unsubscribe', created_at: '2024-05-09T07:08:09.000Z' },
      { email: 'staff@example.com', reason: 'manual', created_at: '2024-05-10T07:08:09.000Z' },
    ]);
    expect(summary).toEqual([
      '1 × HardBounce → hard_bounce',
      '1 × SpamComplaint → complaint',
      '1 × ManualSuppression (Origin Customer) → manual',
      '1 × ManualSuppression (Origin Recipient) → unsubscribe',
      '1 × ManualSuppression (Origin Admin) → manual',
    ]);
  });

  it.each(['ses-cli.json', 'ses-cli.txt'])('Amazon SES CLI output: %s', async (name) => {
    const { guess, items } = await importFixture(name);
    const kind = name.endsWith('.json') ? 'json' : 'text';
    expect(guess.format).toBe('ses');
    expect(items).toEqual([
      { email: `${kind}-bounce@example.net`, reason: 'hard_bounce', created_at: '2025-02-03T04:05:06.789Z' },
      {
        email: `${kind}-complaint@example.net`,
        reason: 'complaint',
        created_at: kind === 'json' ? '2025-02-04T03:05:06.000Z' : '2025-02-04T04:05:06.000Z',
      },
    ]);
  });

  it('Amazon SES CSV without a header (jq @csv)', async () => {
    const { guess, items } = await importFixture('ses-headerless.csv');
    expect(guess).toMatchObject({ format: 'ses', hasHeader: false, reasonColumn: 1, dateColumn: 2 });
    expect(items).toEqual([
      { email: 'csv-bounce@example.net', reason: 'hard_bounce', created_at: '2025-02-03T04:05:06.789Z' },
      { email: 'csv-complaint@example.net', reason: 'complaint', created_at: '2025-02-04T04:05:06.789Z' },
    ]);
  });

  it('Amazon SES CSV with a header', async () => {
    const { guess, items } = await importFixture('ses-suppressed.csv');
    expect(guess.format).toBe('ses');
    expect(items).toEqual([
      { email: 'b@example.net', reason: 'hard_bounce', created_at: '2025-02-03T04:05:06.789Z' },
      { email: 'c@example.net', reason: 'complaint', created_at: '2025-02-04T04:05:06.789Z' },
    ]);
  });

  it('SendGrid bounces (created,email,reason,status): SMTP text read, a 4xx skipped as temporary', async () => {
    const { guess, items, defaulted, skipped, summary } = await importFixture('sendgrid-bounces.csv');
    expect(guess).toMatchObject({ format: 'sendgrid', reasonColumn: 2, dateColumn: 0 });
    expect(items).toEqual([
      { email: 'gone@sg-bounces.example', reason: 'hard_bounce', created_at: '2023-11-14T22:13:20.000Z' },
      { email: 'nouser@sg-bounces.example', reason: 'hard_bounce', created_at: '2023-11-15T22:13:20.000Z' },
      { email: 'relay@sg-bounces.example', reason: 'hard_bounce', created_at: '2023-11-16T22:13:20.000Z' },
    ]);
    // 452 (insufficient storage, over quota) is temporary: never a hard bounce, not even by default.
    expect(defaulted).toEqual([]);
    expect(skipped).toEqual([
      {
        email: 'full@sg-bounces.example',
        note: 'Skipped: a temporary failure (452 4.2.2): the mailbox may take mail later, so it is not suppressed',
      },
    ]);
    expect(summary).toEqual(['2 × 550 5.1.1 → hard_bounce', '1 × 554 5.7.1 → hard_bounce']);
  });

  it('a renamed SendGrid spam report (no hint in its name, columns in another order) is read as complaints', async () => {
    const { guess, items } = await importFixture('sendgrid-export-2026.csv');
    expect(guess).toMatchObject({ format: 'sendgrid', reasonColumn: -1, impliedReason: 'complaint' });
    expect(items).toEqual([
      { email: 'reported@sg-spam.example', reason: 'complaint', created_at: '2024-03-01T08:00:00.000Z' },
      { email: 'fbl@sg-spam.example', reason: 'complaint', created_at: '2024-03-02T08:00:00.000Z' },
    ]);
  });

  it('SendGrid invalid emails: bad domains are hard bounces, bad syntax is refused here', async () => {
    const { guess, items, invalid, defaulted } = await importFixture('sendgrid-invalid-emails.csv');
    expect(guess.format).toBe('sendgrid');
    expect(items).toEqual([
      { email: 'typo@sg-invalid.example', reason: 'hard_bounce', created_at: '2023-11-14T22:13:20.000Z' },
      { email: 'nobody@sg-invalid.example', reason: 'hard_bounce', created_at: '2023-11-14T22:23:20.000Z' },
    ]);
    expect(defaulted).toEqual([]);
    expect(invalid).toEqual([
      { email: 'isaac@hotmail', note: 'Not a valid email address' },
      { email: 'with space@sg-invalid.example', note: 'Not a valid email address' },
    ]);
  });

  it('SendGrid global unsubscribes (email,created with a date): unsubscribes, repeats folded', async () => {
    const { guess, items, duplicates, summary } = await importFixture('sendgrid-global-unsubscribes.csv');
    expect(guess).toMatchObject({ format: 'sendgrid', reasonColumn: -1, dateColumn: 1 });
    expect(items).toEqual([
      { email: 'left@sg-unsubs.example', reason: 'unsubscribe', created_at: '2024-01-02T03:04:05.000Z' },
      { email: 'bye@sg-unsubs.example', reason: 'unsubscribe', created_at: '2024-02-03T04:05:06.000Z' },
    ]);
    expect(duplicates).toEqual(['left@sg-unsubs.example']);
    expect(summary).toEqual(['2 × null → unsubscribe']);
  });

  it('Mailgun complaints (address,created_at with RFC 2822 dates)', async () => {
    const { guess, items } = await importFixture('mailgun-complaints.csv');
    expect(guess).toMatchObject({ format: 'mailgun', reasonColumn: -1, dateColumn: 1 });
    expect(items).toEqual([
      { email: 'angry@mg-complaints.example', reason: 'complaint', created_at: '2026-02-02T10:00:00.000Z' },
      { email: 'fbl@mg-complaints.example', reason: 'complaint', created_at: '2025-12-15T10:00:00.000Z' },
    ]);
  });

  it('Mailgun unsubscribes: from all mail (`*` or empty) imported, from one tag only skipped', async () => {
    const { guess, items, skipped, invalid } = await importFixture('mailgun-unsubscribes.csv');
    expect(guess).toMatchObject({ format: 'mailgun', tagsColumn: 1, dateColumn: 2 });
    expect(items).toEqual([
      { email: 'all@mg-unsubs.example', reason: 'unsubscribe', created_at: '2026-03-31T10:00:00.000Z' },
      { email: 'every@mg-unsubs.example', reason: 'unsubscribe', created_at: '2025-07-04T11:00:00.000Z' },
    ]);
    expect(invalid).toEqual([]);
    expect(skipped).toEqual([
      {
        email: 'news@mg-unsubs.example',
        note: 'Skipped: Mailgun unsubscribed it from the tag newsletter only, not from all mail',
      },
    ]);
  });
});
