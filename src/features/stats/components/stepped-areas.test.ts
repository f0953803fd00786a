import { describe, expect, it } from 'vitest';
import { statCounters, type StatCounts } from '@/contract';
import { toChartDays } from '../chart-data';
import type { LegendItem } from '@/components/charts/chart-legend';
import { steppedPaths } from './stepped-areas';

const days = toChartDays(
  [
    { delivered: 10, hard_bounced: 2, failed: 1 },
    { delivered: 20, hard_bounced: 0, failed: 4 },
    { delivered: 30, hard_bounced: 6, failed: 0 },
  ].map((counts, i) => ({
    date: `2026-11-0${i + 1}`,
    ...(Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts),
    ...counts,
  })),
);
type Outcome = 'delivered' | 'hard_bounced' | 'failed';
const series: LegendItem<Outcome>[] = [
  { key: 'delivered', label: 'Delivered', color: 'green', shape: 'bar' },
  { key: 'hard_bounced', label: 'Hard bounced', color: 'red', shape: 'bar' },
  { key: 'failed', label: 'Failed', color: 'grey', shape: 'bar' },
];
// Days 100 px apart from x = 100; a count of n is n px above the axis at y = 100.
const x = (date: unknown) => 100 * Number(String(date).slice(-1));
const y = (value: unknown) => 100 - Number(value);

describe('stepped areas', () => {
  it('stacks each series on the ones before it, turning halfway between days, as a step Area does', () => {
    const paths = steppedPaths(days, series, new Set(), x, y)!;
    expect(paths.map((p) => [p.key, p.color])).toEqual([
      ['delivered', 'green'],
      ['hard_bounced', 'red'],
      ['failed', 'grey'],
    ]);
    // Delivered: its top (90, 80, 70), then back along the axis.
    expect(paths[0]!.d).toBe('M100,90H150V80H200H250V70H300L300,100H250V100H200H150V100H100Z');
    // Hard bounced sits on delivered: top 12, 20, 36; bottom delivered's 10, 20, 30.
    expect(paths[1]!.d).toBe('M100,88H150V80H200H250V64H300L300,70H250V80H200H150V90H100Z');
  });

  it('closes up the stack when a series is hidden, as the legend hides it', () => {
    const paths = steppedPaths(days, series, new Set<Outcome>(['delivered']), x, y)!;
    expect(paths.map((p) => p.key)).toEqual(['hard_bounced', 'failed']);
    // Hard bounced now starts at the axis.
    expect(paths[0]!.d).toBe('M100,98H150V100H200H250V94H300L300,100H250V100H200H150V100H100Z');
  });

  it('draws nothing until every day has a place on the axis', () => {
    expect(steppedPaths(days, series, new Set(), () => undefined, y)).toBeNull();
  });
});
