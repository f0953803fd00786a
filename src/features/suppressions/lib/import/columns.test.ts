import { describe, expect, it } from 'vitest';
import { guessColumns } from './columns';

describe('guessColumns', () => {
  it.each([
    // Mailgun bounces: address, code, error, created_at (the error text is the reason)
    [['address', 'code', 'error', 'created_at'], [['a@x.io', '550', 'No such user', '…']], 'mailgun', 0, 2],
    // Mailgun unsubscribes: no reason column at all
    [['address', 'tags', 'created_at'], [['a@x.io', '*', '…']], 'mailgun', 0, -1],
    // SendGrid bounces: email, created, reason, status
    [
      ['email', 'created', 'reason', 'status'],
      [['a@x.io', '1700000000', '550 5.1.1', '5.1.1']],
      'sendgrid',
      0,
      2,
    ],
    // SendGrid spam reports
    [['email', 'created', 'ip'], [['a@x.io', '1700000000', '10.0.0.1']], 'sendgrid', 0, -1],
    // Postmark: Email / Reason with HardBounce…
    [
      ['Email', 'Reason', 'Origin', 'CreatedAt'],
      [['a@x.io', 'HardBounce', 'Recipient', '…']],
      'postmark',
      0,
      1,
    ],
    [['Recipient', 'SuppressionReason'], [['a@x.io', 'SpamComplaint']], 'postmark', 0, 1],
    // SES: EmailAddress, Reason (BOUNCE / COMPLAINT), LastUpdateTime
    [['EmailAddress', 'Reason', 'LastUpdateTime'], [['a@x.io', 'BOUNCE', '…']], 'ses', 0, 1],
    // Relaydesk's own export
    [['email', 'reason', 'created_at'], [['a@x.io', 'manual', '…']], 'relaydesk', 0, 1],
    // Headers with a byte-order mark, odd spacing and case
    [['\uFEFFE-mail Address ', 'Type'], [['a@x.io', 'bounce']], 'generic', 0, 1],
  ])('reads %j as %s (address column %i, reason column %i)', (header, sample, format, email, reason) => {
    const guess = guessColumns(header, sample);
    expect(guess).toMatchObject({ hasHeader: true, format, emailColumn: email, reasonColumn: reason });
  });

  it('treats a file whose first row is an address as a headerless list', () => {
    const guess = guessColumns(['first@x.io'], [['second@x.io']]);
    expect(guess).toEqual({
      hasHeader: false,
      columns: ['Column 1'],
      emailColumn: 0,
      reasonColumn: -1,
      dateColumn: -1,
      format: 'list',
    });
  });

  it('finds the address column by its content when no header names it', () => {
    const guess = guessColumns(
      ['id', 'contact', 'note'],
      [
        ['1', 'a@x.io', 'x'],
        ['2', 'b@x.io', 'y'],
      ],
    );
    expect(guess.emailColumn).toBe(1);
    expect(guess.reasonColumn).toBe(-1);
  });

  it('asks for a column when nothing looks like an address', () => {
    expect(guessColumns(['id', 'name'], [['1', 'Jane']]).emailColumn).toBe(-1);
  });
});
