import { formatShortDay } from '@/lib/day-format';

/**
 * Chart colours as CSS variables set on the chart's wrapper, so SVG strokes, tooltip swatches and
 * legend swatches all switch with dark mode (which is a class on <html>, not a prop).
 */
export const chartThemeClasses = [
  '[--chart-delivered:#10b981] [--chart-hard:#ef4444] [--chart-failed:#a1a1aa] [--chart-accepted:#6366f1]',
  '[--chart-bounce:#f97316] [--chart-complaint:#d946ef] [--chart-warning:#f59e0b] [--chart-critical:#dc2626]',
  '[--chart-grid:#e4e4e7] [--chart-axis:#71717a] [--chart-cursor:#f4f4f5] [--chart-surface:#ffffff]',
  'dark:[--chart-delivered:#34d399] dark:[--chart-hard:#f87171] dark:[--chart-failed:#71717a] dark:[--chart-accepted:#818cf8]',
  'dark:[--chart-bounce:#fb923c] dark:[--chart-complaint:#e879f9] dark:[--chart-critical:#f87171]',
  'dark:[--chart-grid:#27272a] dark:[--chart-axis:#a1a1aa] dark:[--chart-cursor:#27272a] dark:[--chart-surface:#18181b]',
  // Series without a meaning of their own (one line per scope value), in order.
  '[--chart-series-1:#6366f1] [--chart-series-2:#0ea5e9] [--chart-series-3:#10b981] [--chart-series-4:#f59e0b] [--chart-series-5:#a855f7]',
  'dark:[--chart-series-1:#818cf8] dark:[--chart-series-2:#38bdf8] dark:[--chart-series-3:#34d399] dark:[--chart-series-4:#fbbf24] dark:[--chart-series-5:#c084fc]',
].join(' ');

export const chartColors = {
  delivered: 'var(--chart-delivered)',
  hard: 'var(--chart-hard)',
  failed: 'var(--chart-failed)',
  accepted: 'var(--chart-accepted)',
  bounce: 'var(--chart-bounce)',
  complaint: 'var(--chart-complaint)',
  warning: 'var(--chart-warning)',
  critical: 'var(--chart-critical)',
  grid: 'var(--chart-grid)',
  axis: 'var(--chart-axis)',
  cursor: 'var(--chart-cursor)',
  surface: 'var(--chart-surface)',
};

/** Colours for series that are only told apart (scopes, providers): five, each lighter in dark mode. */
export const seriesPalette = [1, 2, 3, 4, 5].map((i) => `var(--chart-series-${i})`);

/**
 * Axis text, small and quiet. No `width`: given the axis' width (recharts passes it on), a label
 * has each of its words measured in the DOM to wrap it, and ours are a word or two that never wrap.
 */
export const axisTick = { fill: chartColors.axis, fontSize: 11, width: undefined };

/** A time axis' tick (ms since the epoch) as the day axis writes days: "9 Nov", the UTC day. */
export const timeDayTick = (ms: number) => formatShortDay(new Date(ms).toISOString().slice(0, 10));

/** Percent ticks without noise: 0.02 → "2%", 0.0015 → "0.15%". */
export const percentTick = (value: number) => `${Number((value * 100).toFixed(2))}%`;

/**
 * Ticks for a rate axis: five round values from 0, the top clearing the peak (with headroom) and
 * never below 1.5× the warning line, so that line is always on the chart.
 */
export function rateAxisTicks(peak: number, warning: number): number[] {
  const top = Math.max(peak * 1.1, warning * 1.5);
  const magnitude = 10 ** Math.floor(Math.log10(top / 4));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s * 4 >= top)!;
  return [0, 1, 2, 3, 4].map((i) => Number((i * step).toPrecision(6)));
}

/** Ticks for a count axis: five round values from 0 (steps of 1, 2 or 5 × 10ⁿ), the top clearing the peak. */
export function countAxisTicks(peak: number): number[] {
  const top = Math.max(peak, 4);
  const magnitude = 10 ** Math.floor(Math.log10(top / 4));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s * 4 >= top)!;
  return [0, 1, 2, 3, 4].map((i) => i * step);
}

/** The least room a day label takes: "Dec 2025" is about 45px wide at 11px, then a gap. */
const dayLabelRoom = 64;

/**
 * The dates to label on a long range's day axis, on regular days and worked out without measuring
 * anything: the 1st of each month (and the 16th when the range is short enough to hold them), one
 * in `every` kept when the plot is narrow (see dayLabelEvery). Recharts' own thinning measures
 * every candidate label in a hidden span, a forced layout each. Short ranges get none: every day is
 * a candidate, and recharts drops the labels that would collide.
 */
export function dayAxisTicks(dates: readonly string[], every = 1): string[] | undefined {
  if (dates.length <= 60) return undefined;
  const days = dates.length <= 120 ? ['01', '16'] : ['01'];
  const candidates = dates.filter((d) => days.includes(d.slice(8)));
  return candidates.filter((_, i) => i % every === 0);
}

/** One in how many of dayAxisTicks' labels a plot this wide has room for: 1, or 2, 3… when narrow. */
export function dayLabelEvery(days: number, plotWidth: number): number {
  const perLabel = days <= 120 ? 15.2 : 30.4;
  const spacing = (plotWidth / days) * perLabel;
  return spacing > 0 ? Math.ceil(dayLabelRoom / spacing) : 1;
}

/**
 * A long range's tick label: the month on the 1st ("Dec"), with its year on January and on the
 * first label ("Dec 2025"), so a year-long axis says which year it is; the 16th as "16 Dec".
 */
export function longRangeTick(day: string, first: boolean): string {
  const month = formatShortDay(day).split(' ')[1]!;
  if (!day.endsWith('-01')) return `${Number(day.slice(8))} ${month}`;
  return first || day.slice(5, 7) === '01' ? `${month} ${day.slice(0, 4)}` : month;
}
