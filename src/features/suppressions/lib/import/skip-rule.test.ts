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

  it('keeps every row when neither column is mapped', () => {
    expect(skipReason(['a@x.io', 'false', 'news'], {}, undefined)).toBeNull();
  });
});
