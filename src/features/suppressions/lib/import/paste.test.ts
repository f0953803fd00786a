import { describe, expect, it } from 'vitest';
import { pastedTokens, pastedToCsv } from './paste';

describe('pastedTokens', () => {
  it('splits on commas, semicolons, spaces and newlines', () => {
    expect(pastedTokens('a@x.org, b@x.org;c@x.org  d@x.org\ne@x.org\r\n\n')).toEqual([
      'a@x.org',
      'b@x.org',
      'c@x.org',
      'd@x.org',
      'e@x.org',
    ]);
  });

  it('reads display-name forms as their address, even with a comma in the name', () => {
    expect(pastedTokens('"Doe, Jane" <jane@x.org>, Bob Smith <bob@x.org>; <c@x.org>')).toEqual([
      'jane@x.org',
      'bob@x.org',
      'c@x.org',
    ]);
  });

  it('keeps every token, invalid ones too, so each is counted', () => {
    expect(pastedTokens('a@x.org nonsense, b@x.org')).toEqual(['a@x.org', 'nonsense', 'b@x.org']);
  });

  it('writes a one-column CSV', () => {
    expect(pastedToCsv('a@x.org, "Q" <b@x.org>')).toBe('email\n"a@x.org"\n"b@x.org"');
  });
});
