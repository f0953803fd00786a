import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatRange,
  formatWeekday,
  isValidDay,
  matchPreset,
  comparisonPeriod,
  previousPeriod,
  sameDaysLastYear,
  rangePresets,
  resolveRange,
  utcToday,
} from './range';

const today = '2026-11-21';

describe('days', () => {
  it('reads today in UTC, whatever the local zone', () => {
    expect(utcToday(Date.parse('2026-11-21T23:59:59Z'))).toBe('2026-11-21');
    expect(utcToday(Date.parse('2026-11-22T00:00:00+02:00'))).toBe('2026-11-21');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-21', -29)).toBe('2026-10-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-1-5', false],
    ['21/11/2026', false],
    ['', false],
  ])('%j is a day: %s', (value, ok) => {
    expect(isValidDay(value)).toBe(ok);
  });
});

describe('resolveRange', () => {
  it('defaults to the 30 days ending today', () => {
    expect(resolveRange({}, today)).toEqual({ ok: true, from: '2026-10-23', to: today, days: 30 });
  });

  it('fills in a missing end the way the service does', () => {
    expect(resolveRange({ to: '2026-06-30' }, today)).toMatchObject({ from: '2026-06-01', to: '2026-06-30' });
    expect(resolveRange({ from: '2026-06-01' }, today)).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-30',
    });
    // From a recent day, the range stops at today rather than running into the future.
    expect(resolveRange({ from: '2026-11-15' }, today)).toMatchObject({
      from: '2026-11-15',
      to: today,
      days: 7,
    });
    expect(resolveRange({ from: '2026-12-01' }, today)).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-01',
    });
  });

  it('takes a single day and a full 366 days', () => {
    expect(resolveRange({ from: today, to: today }, today)).toMatchObject({ ok: true, days: 1 });
    expect(resolveRange({ from: '2025-11-21', to: today }, today)).toMatchObject({ ok: true, days: 366 });
  });

  it('refuses an inverted range in words', () => {
    const result = resolveRange({ from: '2026-11-10', to: '2026-11-01' }, today);
    expect(result).toMatchObject({ ok: false, from: '2026-11-10', to: '2026-11-01' });
    expect(!result.ok && result.message).toBe(
      'The start date (2026-11-10) is after the end date (2026-11-01). Pick a start on or before the end.',
    );
  });

  it('refuses more than 366 days', () => {
    const result = resolveRange({ from: '2025-11-20', to: today }, today);
    expect(!result.ok && result.message).toBe(
      'This range spans 367 days; the most is 366. Pick a shorter range.',
    );
  });

  it('refuses what is not a date, naming which end', () => {
    const bad = resolveRange({ from: '2026-02-30', to: today }, today);
    expect(!bad.ok && bad.message).toBe('The start date “2026-02-30” is not a date (YYYY-MM-DD).');
    const worse = resolveRange({ to: 'yesterday' }, today);
    expect(!worse.ok && worse.message).toContain('end date “yesterday”');
  });
});

describe('previousPeriod', () => {
  it('is the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-10-23', to: '2026-11-21' })).toEqual({
      from: '2026-09-23',
      to: '2026-10-22',
    });
    expect(previousPeriod({ from: today, to: today })).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(previousPeriod({ from: '2026-03-02', to: '2026-03-31' })).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('compares a calendar month with the month before, and a month so far with the same days', () => {
    expect(previousPeriod({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-23' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-23',
    });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-30' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-10' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-10',
    });
    // One day is compared with the day before, even on the 1st.
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-01' })).toEqual({
      from: '2026-10-31',
      to: '2026-10-31',
    });
  });
});

describe('presets', () => {
  const byId = (day: string) => Object.fromEntries(rangePresets(day).map((p) => [p.id, [p.from, p.to]]));

  it('count back from today, today included', () => {
    expect(byId(today)).toEqual({
      today: [today, today],
      '7d': ['2026-11-15', today],
      '30d': ['2026-10-23', today],
      '90d': ['2026-08-24', today],
      'this-month': ['2026-11-01', today],
      'last-month': ['2026-10-01', '2026-10-31'],
    });
  });

  it('know month lengths and the turn of the year', () => {
    expect(byId('2026-03-15')['last-month']).toEqual(['2026-02-01', '2026-02-28']);
    expect(byId('2028-03-01')['last-month']).toEqual(['2028-02-01', '2028-02-29']);
    expect(byId('2027-01-05')['last-month']).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('match a range exactly, or not at all', () => {
    const presets = rangePresets(today);
    expect(matchPreset({ from: '2026-11-15', to: today }, presets)?.id).toBe('7d');
    expect(matchPreset({ from: '2026-11-14', to: today }, presets)).toBeUndefined();
    // On the 1st, "today" and "this month" are the same range; the first one wins.
    expect(matchPreset({ from: '2026-12-01', to: '2026-12-01' }, rangePresets('2026-12-01'))?.id).toBe(
      'today',
    );
  });
});

describe('formatting', () => {
  it('writes days the same way for everyone', () => {
    expect(formatRange({ from: '2026-09-23', to: '2026-10-22' })).toBe('23 Sep 2026 – 22 Oct 2026');
    expect(formatRange({ from: today, to: today })).toBe('21 Nov 2026');
    expect(formatWeekday('2026-11-10')).toBe('Tue, 10 Nov 2026');
  });
});

describe('comparisonPeriod', () => {
  it('is the previous period by default and the same days a year earlier on request', () => {
    const range = { from: '2026-11-01', to: '2026-11-23' };
    expect(comparisonPeriod(range, 'previous')).toEqual({ from: '2026-10-01', to: '2026-10-23' });
    expect(comparisonPeriod(range, 'year')).toEqual({ from: '2025-11-01', to: '2025-11-23' });
  });

  it('compares 29 February with 28 February of the year before', () => {
    expect(sameDaysLastYear({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    });
  });
});
