import { describe, expect, it } from 'vitest';
import { formatNumber, formatRelative, formatTime, formatUtc, relativeUnits as units } from './format';

// The hand-written English must say exactly what the Intl formatters it stands in for say.
describe('formatNumber', () => {
  const intl = new Intl.NumberFormat('en-US');
  it('groups integers as Intl does, signs and zero included', () => {
    for (const n of [0, 7, -7, 999, 1000, -1000, 12_345, 999_999, 1_000_000, -1_234_567, 2 ** 53 - 1]) {
      expect(formatNumber(n)).toBe(intl.format(n));
    }
  });
  it('leaves fractions and non-finite numbers to Intl', () => {
    for (const n of [0.5, 1234.5678, -0.001, Number.NaN, Infinity])
      expect(formatNumber(n)).toBe(intl.format(n));
  });
});

describe('formatRelative', () => {
  const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const now = Date.parse('2026-11-21T12:00:00Z');

  it('says what Intl.RelativeTimeFormat says, in every unit, past and future', () => {
    let checked = 0;
    for (let offset = -2000; offset <= 2000; offset++) {
      for (const [, ms] of units) {
        const diff = offset * ms;
        const said = formatRelative(new Date(now + diff).toISOString(), now);
        // The unit the function picks: the largest the difference reaches.
        const [unit, size] = units.find(([, size]) => Math.abs(diff) >= size) ?? units[units.length - 1]!;
        const value = Math.round(diff / size);
        expect(said, `${offset} × ${unit}`).toBe(value === 0 ? 'now' : intl.format(value, unit));
        checked++;
      }
    }
    expect(checked).toBe(4001 * units.length);
  });

  it('rounds to the nearest whole unit', () => {
    expect(formatRelative(new Date(now - 100 * 60_000).toISOString(), now)).toBe('2 hours ago');
    expect(formatRelative(new Date(now + 36 * 3_600_000).toISOString(), now)).toBe('in 2 days');
    expect(formatRelative(new Date(now - 400).toISOString(), now)).toBe('now');
  });
});

describe('formatTime', () => {
  it('writes a time of day on the same 24-hour UTC clock as every full date', () => {
    const at = Date.parse('2026-11-25T18:43:33Z');
    expect(formatTime(at)).toBe('18:43 UTC');
    expect(formatUtc('2026-11-25T18:43:33Z')).toBe('25 Nov 2026, 18:43:33 UTC');
    // The day as formatDayText writes it everywhere else: no padding, no locale's "Sept".
    expect(formatUtc('2026-09-01T07:05:09Z')).toBe('1 Sep 2026, 07:05:09 UTC');
    expect(formatTime(Date.parse('2026-11-25T07:08:00Z'))).toBe('07:08 UTC');
  });
});
