import { describe, expect, it } from 'vitest';
import { statCounters, type StatCounts } from '@/contract';
import {
  bandsText,
  dayHealth,
  flaggedDays,
  formatThreshold,
  healthBand,
  judgeRate,
  minimumVolume,
  worstBand,
} from './health';

const counts = (over: Partial<StatCounts>): StatCounts => ({
  ...(Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts),
  ...over,
});

describe('health bands', () => {
  it.each([
    [0, 'healthy'],
    [0.00099, 'healthy'],
    [0.001, 'warning'],
    [0.0029, 'warning'],
    [0.003, 'critical'],
    [0.05, 'critical'],
  ] as const)('complaint rate %s is %s', (value, band) => {
    expect(healthBand('complaint_rate', value)).toBe(band);
  });

  it.each([
    [0.0199, 'healthy'],
    [0.02, 'warning'],
    [0.0499, 'warning'],
    [0.05, 'critical'],
  ] as const)('bounce rate %s is %s', (value, band) => {
    expect(healthBand('bounce_rate', value)).toBe(band);
  });

  it('has no band without a rate', () => {
    expect(healthBand('bounce_rate', null)).toBeNull();
  });

  it('takes the worst of several', () => {
    expect(worstBand(['healthy', null, 'warning'])).toBe('warning');
    expect(worstBand(['critical', 'warning'])).toBe('critical');
    expect(worstBand([null, null])).toBeNull();
  });

  it('says its thresholds in words', () => {
    expect(formatThreshold(0.001)).toBe('0.1%');
    expect(formatThreshold(0.02)).toBe('2%');
    expect(bandsText('complaint_rate')).toBe('Healthy under 0.1%, warning from 0.1%, critical from 0.3%.');
  });
});

describe('judging a rate', () => {
  it('needs enough mail that one event alone stays under the warning line', () => {
    expect(minimumVolume('complaint_rate')).toBe(1000);
    expect(minimumVolume('bounce_rate')).toBe(50);
    // One complaint in 272 deliveries is 0.37%, but says little: shown, not judged.
    expect(judgeRate('complaint_rate', 1 / 272, counts({ delivered: 272 }))).toEqual({
      value: 1 / 272,
      band: null,
      tooFew: true,
    });
    expect(judgeRate('complaint_rate', 4 / 1000, counts({ delivered: 1000 }))).toMatchObject({
      band: 'critical',
      tooFew: false,
    });
    expect(judgeRate('bounce_rate', null, counts({}))).toEqual({ value: null, band: null, tooFew: false });
  });

  it('judges each day and lists the bad ones, worst first then newest', () => {
    const days = [
      { date: '2026-11-01', ...counts({ accepted: 1000, delivered: 990, hard_bounced: 10 }) },
      { date: '2026-11-02', ...counts({ accepted: 1000, delivered: 950, hard_bounced: 30 }) },
      {
        date: '2026-11-03',
        ...counts({ accepted: 3000, delivered: 2800, hard_bounced: 180, complained: 6 }),
      },
      { date: '2026-11-04', ...counts({ accepted: 2000, delivered: 2000, complained: 3 }) },
      { date: '2026-11-05', ...counts({ accepted: 20, delivered: 19, hard_bounced: 1, complained: 1 }) },
    ].map(dayHealth);
    expect(days[2]!.health.bounce_rate).toMatchObject({ value: 0.06, band: 'critical' });
    expect(days[2]!.health.complaint_rate.band).toBe('warning');
    expect(days[2]!.worst).toBe('critical');
    expect(days[4]!.worst).toBeNull();
    expect(flaggedDays(days).map((d) => [d.date, d.worst])).toEqual([
      ['2026-11-03', 'critical'],
      ['2026-11-04', 'warning'],
      ['2026-11-02', 'warning'],
    ]);
  });
});
