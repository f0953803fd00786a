import { describe, expect, it } from 'vitest';
import { skipReason } from './skip-rule';

describe('skipReason', () => {
  it.each([['*'], [''], ['["*"]'], ['*;newsletter'], [' * ']])('keeps a Mailgun row with tags %j', (tags) => {
    expect(skipReason(['a@x.io', tags], { tagsColumn: 1 }, undefined)).toBeNull();
  });

  it('skips a Mailgun row unsubscribed from some tags only, naming them', () => {
    expect(skipReason(['a@x.io', '["news", "promo"]'], { tagsColumn: 1 }, undefined)).toBe(
      'Skipped: Mailgun unsubscribed it from the tags news, promo only, not from all mail',
    );
  });

  it('skips a Postmark bounce Postmark did not deactivate', () => {
    expect(skipReason(['a@x.io', 'SoftBounce', 'false'], { inactiveColumn: 2 }, 'SoftBounce')).toBe(
      'Skipped: Postmark did not suppress it (SoftBounce, Inactive false)',
    );
    expect(skipReason(['a@x.io', 'HardBounce', 'TRUE'], { inactiveColumn: 2 }, 'HardBounce')).toBeNull();
  });

  it.each([
    ['452 4.2.2 The email account that you tried to reach is over quota.', '452 4.2.2'],
    ['421 4.7.0 Try again later', '421 4.7.0'],
    ['4.4.7 Delivery time expired', '4.4.7'],
    ['SoftBounce', 'SoftBounce'],
  ])('skips a temporary failure %j: the mailbox may take mail later', (reason, shown) => {
    expect(skipReason(['a@x.io', reason], {}, reason)).toBe(
      `Skipped: a temporary failure (${shown}): the mailbox may take mail later, so it is not suppressed`,
    );
  });

  it.each([['550 5.1.1 No such user'], ['HardBounce'], ['customer request'], ['']])(
    'keeps %j, which is no temporary failure',
    (reason) => {
      expect(skipReason(['a@x.io', reason], {}, reason)).toBeNull();
    },
  );

  it('leaves a bounce Postmark deactivated to Postmark’s Inactive, whatever its type', () => {
    expect(skipReason(['a@x.io', 'SoftBounce', 'true'], { inactiveColumn: 2 }, 'SoftBounce')).toBeNull();
  });

  it('keeps every row when neither column is mapped', () => {
    expect(skipReason(['a@x.io', 'false', 'news'], {}, undefined)).toBeNull();
  });
});
