import { describe, expect, it } from 'vitest';
import { nameDifference } from './record-difference';

describe('nameDifference', () => {
  const key = `v=DKIM1; k=rsa; p=${'A'.repeat(400)}`;

  it('names a value cut short, as a key truncated at 255 characters is', () => {
    expect(nameDifference(key, [key.slice(0, 255)])).toBe(
      `The value found is cut short: 255 of ${key.length} characters (truncated when published?).`,
    );
  });

  it('reads a value published as quoted strings as the value itself', () => {
    expect(nameDifference(key, [`"${key.slice(0, 255)}" "${key.slice(255)}"`])).toBeNull();
  });

  it('shows where two values part (~all published where -all is expected)', () => {
    expect(
      nameDifference('v=spf1 include:_spf.relaydesk.test -all', ['v=spf1 include:_spf.relaydesk.test ~all']),
    ).toBe('The values part at character 36: found “…sk.test ~all…” where “…sk.test -all…” is expected.');
  });

  it('says when several values answer where one is expected, and nothing when none was found', () => {
    expect(nameDifference('v=spf1 -all', ['v=spf1 a -all', 'v=spf1 mx -all'])).toMatch(/2 values here/);
    expect(nameDifference('v=spf1 -all', [])).toBeNull();
  });
});
