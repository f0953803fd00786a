import { describe, expect, it } from 'vitest';
import {
  chartColors,
  chartThemeClasses,
  countAxisTicks,
  dayAxisTicks,
  dayLabelEvery,
  longRangeTick,
  percentTick,
  rateAxisTicks,
  seriesPalette,
  timeDayTick,
} from './chart-theme';

/** The colour each CSS variable gets, in light mode and under `dark:`. */
const themeValues = (dark: boolean) =>
  new Map(
    chartThemeClasses
      .split(' ')
      .filter((token) => token.startsWith('dark:') === dark)
      .map((token) => /\[(--chart-[a-z0-9-]+):(#[0-9a-f]+)\]/.exec(token)!)
      .map((m) => [m[1]!, m[2]!]),
  );
const variable = (color: string) => /^var\((--chart-[a-z0-9-]+)\)$/.exec(color)?.[1];

describe('chart colours', () => {
  it('are all variables the theme sets, so every part follows dark mode from one class', () => {
    const light = themeValues(false);
    for (const color of [...Object.values(chartColors), ...seriesPalette]) {
      expect(light.has(variable(color)!), color).toBe(true);
    }
  });

  it('are chosen anew for dark mode where a light colour would sink into the dark surface', () => {
    const light = themeValues(false);
    const dark = themeValues(true);
    for (const name of ['--chart-grid', '--chart-axis', '--chart-surface', '--chart-critical']) {
      expect(dark.get(name), name).toBeDefined();
      expect(dark.get(name)).not.toBe(light.get(name));
    }
    // The series palette of the alert preview: every colour lighter in dark mode.
    for (const color of seriesPalette) {
      const name = variable(color)!;
      expect(dark.get(name), name).toBeDefined();
      expect(dark.get(name)).not.toBe(light.get(name));
    }
  });

  it('writes a time axis day as the day axis does', () => {
    expect(timeDayTick(Date.parse('2026-11-09T23:59:00Z'))).toBe('9 Nov');
    expect(timeDayTick(Date.parse('2026-09-01T00:00:00Z'))).toBe('1 Sep');
  });
});

describe('rate axis', () => {
  it('keeps the warning line on the chart when every day is calm', () => {
    expect(rateAxisTicks(0.004, 0.02)).toEqual([0, 0.01, 0.02, 0.03, 0.04]);
    expect(rateAxisTicks(0, 0.001)).toEqual([0, 0.0005, 0.001, 0.0015, 0.002]);
  });

  it('clears the peak with round ticks', () => {
    expect(rateAxisTicks(0.0784, 0.02)).toEqual([0, 0.025, 0.05, 0.075, 0.1]);
    expect(rateAxisTicks(0.0029, 0.001)).toEqual([0, 0.001, 0.002, 0.003, 0.004]);
  });

  it('labels ticks without trailing zeros', () => {
    expect([0, 0.025, 0.1, 0.0015].map(percentTick)).toEqual(['0%', '2.5%', '10%', '0.15%']);
  });
});

describe('count axis', () => {
  it('uses round steps of 1, 2 or 5 times a power of ten, clearing the peak', () => {
    expect(countAxisTicks(2_600)).toEqual([0, 1_000, 2_000, 3_000, 4_000]);
    expect(countAxisTicks(850)).toEqual([0, 500, 1_000, 1_500, 2_000]);
    expect(countAxisTicks(7_900)).toEqual([0, 2_000, 4_000, 6_000, 8_000]);
    expect(countAxisTicks(0)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('day axis', () => {
  const days = (from: string, n: number) =>
    Array.from({ length: n }, (_, i) =>
      new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    );
  const year = days('2025-11-24', 366);

  it('leaves a short range to recharts', () => {
    expect(dayAxisTicks(year.slice(0, 60))).toBeUndefined();
  });

  it('labels the 1st of every month of a year on a wide plot, with the year on the first and on January', () => {
    expect(dayLabelEvery(366, 950)).toBe(1);
    const ticks = dayAxisTicks(year, 1)!;
    expect(ticks).toEqual(year.filter((d) => d.endsWith('-01')));
    expect(ticks.map((d, i) => longRangeTick(d, i === 0))).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
    ]);
  });

  it('keeps every second or third month on a narrow plot', () => {
    expect(dayLabelEvery(366, 500)).toBe(2);
    expect(dayAxisTicks(year, 2)).toEqual([
      '2025-12-01',
      '2026-02-01',
      '2026-04-01',
      '2026-06-01',
      '2026-08-01',
      '2026-10-01',
    ]);
    expect(dayLabelEvery(366, 300)).toBe(3);
    expect(dayAxisTicks(year, 3)).toEqual(['2025-12-01', '2026-03-01', '2026-06-01', '2026-09-01']);
  });

  it('labels the 1st and 16th of the months of a quarter', () => {
    expect(dayAxisTicks(days('2026-08-27', 90))).toEqual([
      '2026-09-01',
      '2026-09-16',
      '2026-10-01',
      '2026-10-16',
      '2026-11-01',
      '2026-11-16',
    ]);
    expect(longRangeTick('2026-09-16', false)).toBe('16 Sep');
  });
});
