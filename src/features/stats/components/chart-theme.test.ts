import { describe, expect, it } from 'vitest';
import { dayAxisTicks, dayLabelEvery, percentTick, rateAxisTicks } from './chart-theme';

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

describe('day axis', () => {
  const year = Array.from({ length: 366 }, (_, i) => `d${i}`);

  it('leaves a short range to recharts', () => {
    expect(dayAxisTicks(year.slice(0, 60))).toBeUndefined();
  });

  it('labels a dozen evenly spaced days of a year on a wide plot', () => {
    expect(dayLabelEvery(366, 950)).toBe(1);
    expect(dayAxisTicks(year, 1)).toEqual(year.filter((_, i) => i % 31 === 0));
  });

  it('keeps every second or third of them, counted from the last, on a narrow plot', () => {
    expect(dayLabelEvery(366, 500)).toBe(2);
    expect(dayAxisTicks(year, 2)).toEqual(['d31', 'd93', 'd155', 'd217', 'd279', 'd341']);
    expect(dayLabelEvery(366, 300)).toBe(3);
    expect(dayAxisTicks(year, 3)).toEqual(['d62', 'd155', 'd248', 'd341']);
  });
});
