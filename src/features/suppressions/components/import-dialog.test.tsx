import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api, errorBody, ok, startMswServer } from '@/test/msw';
import { formatDayText } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import { ImportDialog } from './import-dialog';

const server = startMswServer();
const row = (email: string, reason = 'manual') => ({
  id: 1,
  email,
  reason,
  created_at: '2026-01-01T00:00:00.000Z',
});
const counts = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

const sesExport = [
  'EmailAddress,Reason,LastUpdateTime',
  'one@x.io,BOUNCE,2026-01-01',
  'two@x.io,COMPLAINT,2026-01-01',
  'nope,BOUNCE,2026-01-01',
  'ONE@x.io,BOUNCE,2026-01-01',
  'old@x.io,BOUNCE,2026-01-01',
  'bad@x.io,COMPLAINT,2026-01-01',
].join('\n');

async function chooseFile(text: string, name = 'ses-suppressions.csv') {
  const user = userEvent.setup();
  renderWithProviders(<ImportDialog open onClose={vi.fn()} />);
  await user.upload(screen.getByLabelText('Choose a CSV file'), new File([text], name, { type: 'text/csv' }));
  return user;
}

describe('ImportDialog', { timeout: 30_000 }, () => {
  it('previews a dry run (valid, invalid, duplicate) and sends nothing before confirmation', async () => {
    const sent = vi.fn();
    server.use(http.post(api('/suppressions/batch'), sent));
    await chooseFile(sesExport);
    expect(await screen.findByText(/looks like an Amazon SES export/)).toBeInTheDocument();
    await waitFor(() => expect(counts('Dry run')).toEqual(['4', '1', '1', '0']));
    expect(screen.getByLabelText('Address column')).toHaveDisplayValue('EmailAddress');
    expect(screen.getByLabelText('Reason column')).toHaveDisplayValue('Reason');
    const preview = screen.getByRole('table', { name: 'First rows of the file' });
    expect(within(preview).getAllByRole('row')[3]).toHaveTextContent(
      /^4nopeBOUNCE\s*→\s*read asHard bounceInvalid/,
    );
    expect(within(preview).getAllByRole('row')[4]).toHaveTextContent('Same address as row 2');
    expect(sent).not.toHaveBeenCalled();
  });

  it('counts every pasted token: any separators, display names, invalid ones and repeats', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog open onClose={vi.fn()} />);
    await user.click(screen.getByLabelText('Pasted addresses'));
    await user.paste('nonsense; "Doe, Jane" <jane@x.io>, b@x.io;c@x.io\nB@x.io');
    await user.click(screen.getByRole('button', { name: 'Preview pasted addresses' }));
    await waitFor(() => expect(counts('Dry run')).toEqual(['3', '1', '1', '0']));
  });

  it('previews pasted text as numbered entries dated on the import’s day, and sends those numbers', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        const { items } = (await request.json()) as { items: { email: string; reason: string }[] };
        sent.push(...items);
        const results = items.map((item, index) => ({
          index,
          result: 'created',
          suppression: row(item.email, item.reason),
        }));
        return HttpResponse.json(ok({ results, created: items.length, exists: 0, invalid: 0 }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ImportDialog open onClose={vi.fn()} />);
    await user.click(screen.getByLabelText('Pasted addresses'));
    await user.paste('nonsense, jane@x.io\nb@x.io JANE@x.io');
    await user.click(screen.getByRole('button', { name: 'Preview pasted addresses' }));
    await waitFor(() => expect(counts('Dry run')).toEqual(['2', '1', '1', '0']));
    // Pasted text has no columns of its own: no file wording, no column choices, the date said.
    expect(screen.getByText('4 pasted entries, each read as one address.')).toBeInTheDocument();
    expect(screen.queryByText(/looks like/)).toBeNull();
    expect(screen.queryByLabelText('Address column')).toBeNull();
    expect(screen.queryByLabelText('Date column')).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      screen.getByText(
        `Dated ${formatDayText(today)}, the day of the import: pasted addresses carry no date.`,
      ),
    ).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'First pasted entries' });
    expect(within(preview).getAllByRole('columnheader')[0]).toHaveTextContent('Entry');
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1', '2', '3', '4']);
    expect(rows[3]).toHaveTextContent('Same address as entry 2');
    // Nothing says "file", "column" or "rows" about pasted text; the one reason needs no summary.
    expect(screen.getByText('Invalid pasted entries (1)')).toBeInTheDocument();
    expect(screen.getByText('Duplicate pasted entries (1)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reasons of the rows to import' })).toBeNull();
    expect(screen.getByRole('dialog')).not.toHaveTextContent(/file|column|rows/);

    await user.click(screen.getByRole('button', { name: 'Import 2 addresses' }));
    await screen.findByRole('group', { name: 'Import report' });
    expect(sent).toEqual([
      { email: 'jane@x.io', reason: 'manual', source: { type: 'import', file: 'pasted addresses', row: 2 } },
      { email: 'b@x.io', reason: 'manual', source: { type: 'import', file: 'pasted addresses', row: 3 } },
    ]);
  });

  it('re-judges the rows when the mapping changes', async () => {
    await chooseFile('id,contact\n1,a@x.io\n2,b@x.io\n');
    await waitFor(() => expect(counts('Dry run')).toEqual(['2', '0', '0', '0']));
    await userEvent.setup().selectOptions(screen.getByLabelText('Address column'), 'id');
    await waitFor(() => expect(counts('Dry run')).toEqual(['0', '2', '0', '0']));
    expect(screen.getByRole('button', { name: 'Import 0 addresses' })).toBeDisabled();
  });

  it('imports through single POSTs when the batch endpoint is missing, and reports every row', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(api('/suppressions/batch'), () =>
        HttpResponse.json(errorBody('not_found', 'No route.'), { status: 404 }),
      ),
      http.post(api('/suppressions'), async ({ request }) => {
        const body = (await request.json()) as { email: string; reason: string };
        posted.push(body);
        if (body.email === 'old@x.io')
          return HttpResponse.json(errorBody('conflict', 'Already.'), { status: 409 });
        if (body.email === 'bad@x.io')
          return HttpResponse.json(errorBody('internal_error', 'Disk full.'), { status: 500 });
        return HttpResponse.json(ok({ suppression: row(body.email, body.reason) }), { status: 201 });
      }),
    );
    const user = await chooseFile(sesExport);
    await user.click(await screen.findByRole('button', { name: 'Import 4 addresses' }));

    const report = await screen.findByRole('group', { name: 'Import report' });
    expect(
      within(report)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['2', '1', '1', '1']);
    expect(posted).toEqual(
      expect.arrayContaining([
        { email: 'one@x.io', reason: 'hard_bounce' },
        { email: 'two@x.io', reason: 'complaint' },
      ]),
    );
    expect(posted).toHaveLength(4);
    expect(screen.getByText('1 repeated row in the file was sent only once.')).toBeInTheDocument();
    await user.click(screen.getByText('Failed rows (1)'));
    expect(screen.getByText('bad@x.io')).toBeInTheDocument();
    expect(screen.getByText('Disk full.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download failed rows (CSV)' })).toBeInTheDocument();
  });

  it('uses the file name for the default reason of a Mailgun list without reasons', async () => {
    let items: { reason: string }[] = [];
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        items = ((await request.json()) as { items: { email: string; reason: string }[] }).items;
        const results = items.map((_, index) => ({ index, result: 'created', suppression: row('a@x.io') }));
        return HttpResponse.json(ok({ results, created: items.length, exists: 0, invalid: 0 }));
      }),
    );
    const user = await chooseFile(
      'address,tags,created_at\na@x.io,*,x\nb@x.io,*,y\n',
      'mailgun-unsubscribes.csv',
    );
    await waitFor(() => expect(screen.getByLabelText('Default reason')).toHaveDisplayValue('Unsubscribe'));
    await user.click(await screen.findByRole('button', { name: 'Import 2 addresses' }));
    await screen.findByRole('group', { name: 'Import report' });
    expect(items.map((i) => i.reason)).toEqual(['unsubscribe', 'unsubscribe']);
  });

  it('shows each reason value beside what it becomes, sums the buckets, and lists the rest', async () => {
    const user = await chooseFile(
      [
        'created,email,reason,status',
        '1700000000,a@x.io,"550 5.1.1 <a@x.io>: User unknown",5.1.1',
        '1700000001,b@x.io,"550 5.1.1 <b@x.io>: User unknown",5.1.1',
        '1700000002,c@x.io,"Mailbox gone away",',
        '1700000005,d@x.io,"452 4.2.2 Over quota",4.2.2',
        '1700000003,nope,"550 5.1.1 <nope>: User unknown",5.1.1',
        '1700000004,A@x.io,"550 5.1.1 again",5.1.1',
      ].join('\n'),
      'sendgrid-bounces.csv',
    );
    await waitFor(() => expect(counts('Dry run')).toEqual(['3', '1', '1', '1']));
    expect(
      screen.getByText(
        'All 6 rows, each counted once: 2 to import with the file’s reason, 1 to import with the default reason, 1 skipped, 1 invalid, 1 duplicate.',
      ),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Reasons of the rows to import' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 ×550 5.1.1→read asHard bounce', '1 ×Mailbox gone away→read asHard bounce(default)']);
    await user.click(screen.getByText('Rows given the default reason (1)'));
    const list = within(screen.getByText('Rows given the default reason (1)').closest('details')!);
    expect(list.getByRole('listitem')).toHaveTextContent(
      'Row 4c@x.ioMailbox gone away: Reason not recognized: given the default, Hard bounce',
    );
    // A 452 (over quota, insufficient storage) is temporary: skipped, never a hard bounce by default.
    await user.click(screen.getByText('Skipped rows (1)'));
    expect(
      within(screen.getByText('Skipped rows (1)').closest('details')!).getByRole('listitem'),
    ).toHaveTextContent('Row 5d@x.io452 4.2.2 Over quota: Skipped: a temporary failure (452 4.2.2)');
    expect(
      screen.getByRole('button', { name: 'Download rows given the default reason (CSV)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Duplicate rows (1)')).toBeInTheDocument();
  });

  it('counts a Mailgun unsubscribe from one tag as skipped, listed with why', async () => {
    const user = await chooseFile(
      'address,tags,created_at\na@x.io,*,x\nb@x.io,newsletter,y\n',
      'mailgun-unsubscribes.csv',
    );
    await waitFor(() => expect(counts('Dry run')).toEqual(['1', '0', '0', '1']));
    expect(screen.getByText('All 2 rows, each counted once: 1 to import, 1 skipped.')).toBeInTheDocument();
    await user.click(screen.getByText('Skipped rows (1)'));
    expect(
      within(screen.getByText('Skipped rows (1)').closest('details')!).getByRole('listitem'),
    ).toHaveTextContent('Row 3b@x.ioSkipped: Mailgun unsubscribed it from the tag newsletter only');
    expect(screen.getByRole('button', { name: 'Download skipped rows (CSV)' })).toBeInTheDocument();
  });

  it('leaves a SendGrid blocks export out unless asked: SendGrid does not suppress blocks', async () => {
    const user = await chooseFile(
      'email,created,reason,status\nblocked@x.io,1700000000,"550 5.7.1 blocked using Spamhaus",5.7.1\n',
      'sendgrid-blocks.csv',
    );
    await waitFor(() => expect(counts('Dry run')).toEqual(['0', '0', '0', '1']));
    expect(screen.getByRole('button', { name: 'Import 0 addresses' })).toBeDisabled();
    const choice = screen.getByRole('checkbox', { name: 'Import SendGrid blocks too' });
    expect(choice).not.toBeChecked();
    await user.click(choice);
    await waitFor(() => expect(counts('Dry run')).toEqual(['1', '0', '0', '0']));
    expect(screen.getByRole('button', { name: 'Import 1 address' })).toBeEnabled();
  });

  it('offers no blocks choice for a SendGrid bounces export', async () => {
    await chooseFile(
      'created,email,reason,status\n1700000000,gone@x.io,"550 5.1.1 No such user",5.1.1\n',
      'sendgrid-bounces.csv',
    );
    await waitFor(() => expect(counts('Dry run')).toEqual(['1', '0', '0', '0']));
    expect(screen.queryByRole('checkbox', { name: 'Import SendGrid blocks too' })).not.toBeInTheDocument();
  });

  it('shows which column the dates come from, with a row read as a date', async () => {
    const user = await chooseFile(sesExport);
    await waitFor(() => expect(counts('Dry run')).toEqual(['4', '1', '1', '0']));
    const dates = screen.getByLabelText('Date column');
    expect(dates).toHaveDisplayValue('LastUpdateTime');
    expect(dates).toHaveAccessibleDescription('Row 2 reads as 1 Jan 2026, 00:00:00 UTC.');
    await user.selectOptions(dates, 'None');
    await waitFor(() =>
      expect(dates).toHaveAccessibleDescription(
        `None: rows are dated on the day of the import, ${formatDayText(new Date().toISOString().slice(0, 10))}.`,
      ),
    );
  });

  it('reads Postmark’s Origin beside a manual suppression and says so', async () => {
    await chooseFile(
      'Email Address,Suppression Reason,Origin,Created At\nu@x.io,ManualSuppression,Recipient,2026-01-01\nm@x.io,ManualSuppression,Customer,2026-01-01\n',
      'suppressions.csv',
    );
    await waitFor(() => expect(counts('Dry run')).toEqual(['2', '0', '0', '0']));
    expect(screen.getByText(/Origin column is read too/)).toHaveTextContent(
      'a manual suppression the recipient made (Origin Recipient, Postmark’s unsubscribe link) is imported as an unsubscribe',
    );
    const preview = screen.getByRole('table', { name: 'First rows of the file' });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent(
      /ManualSuppression \(Origin Recipient\)\s*→\s*read asUnsubscribe/,
    );
    expect(within(preview).getAllByRole('row')[2]).toHaveTextContent(
      /ManualSuppression \(Origin Customer\)\s*→\s*read asManual/,
    );
  });

  it('says so when a file has a header and no rows', async () => {
    await chooseFile('email,reason\n\n', 'empty.csv');
    expect(
      await screen.findByText('empty.csv has a header and no rows: there is nothing to import.'),
    ).toBeInTheDocument();
  });
});
