import { describe, expect, it } from 'vitest';
import { dayAxisTicks, percentTick, rateAxisTicks } from './chart-theme';

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
    expect(dayAxisTicks(year.slice(0, 60), 900)).toBeUndefined();
  });

  it('labels a dozen evenly spaced days of a year on a wide plot', () => {
    expect(dayAxisTicks(year, 950)).toEqual(year.filter((_, i) => i % 31 === 0));
  });

  it('keeps every second or third of them, counted from the last, on a narrow plot', () => {
    expect(dayAxisTicks(year, 500)).toEqual(['d31', 'd93', 'd155', 'd217', 'd279', 'd341']);
    expect(dayAxisTicks(year, 300)).toEqual(['d62', 'd155', 'd248', 'd341']);
  });
});
