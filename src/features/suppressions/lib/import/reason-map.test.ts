import { describe, expect, it } from 'vitest';
import { mapReason, reasonFromFileName } from './reason-map';

describe('mapReason', () => {
  it.each([
    // Ours, as exported
    ['manual', 'manual'],
    ['hard_bounce', 'hard_bounce'],
    ['complaint', 'complaint'],
    ['unsubscribe', 'unsubscribe'],
    // Postmark
    ['HardBounce', 'hard_bounce'],
    ['SpamComplaint', 'complaint'],
    ['ManualSuppression', 'manual'],
    // SES
    ['BOUNCE', 'hard_bounce'],
    ['COMPLAINT', 'complaint'],
    // SendGrid (bounce reason text and status) and Mailgun (error text, code)
    ['550 5.1.1 The email account that you tried to reach does not exist', 'hard_bounce'],
    ['5.1.1', 'hard_bounce'],
    ['550', 'hard_bounce'],
    ['spam report', 'complaint'],
    ['Unsubscribed', 'unsubscribe'],
    ['Hard Bounce', 'hard_bounce'],
    ['hard-bounce', 'hard_bounce'],
    // SendGrid invalid emails
    ['Known bad domain', 'hard_bounce'],
    ['Mail domain mentioned in email address is unknown', 'hard_bounce'],
    ['Bad Syntax', 'hard_bounce'],
  ])('maps %j to %s', (raw, reason) => {
    expect(mapReason(raw)).toBe(reason);
  });

  it.each([
    [''],
    ['   '],
    [undefined],
    ['customer request'],
    ['2026-01-01'],
    ['452 4.2.2 mailbox full'],
    ['SoftBounce'],
    ['Transient'],
  ])('leaves %j to the default', (raw) => {
    expect(mapReason(raw)).toBeNull();
  });
});

describe('reasonFromFileName', () => {
  it.each([
    ['mailgun-bounces.csv', 'hard_bounce'],
    ['spam_reports.csv', 'complaint'],
    ['unsubscribes-2026.csv', 'unsubscribe'],
    ['complaints.csv', 'complaint'],
    ['list.csv', null],
  ])('%s → %s', (name, reason) => {
    expect(reasonFromFileName(name)).toBe(reason);
  });
});
