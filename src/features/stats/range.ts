import { daysInRange, defaultRangeDays, maxRangeDays } from '@/contract';

/**
 * Date ranges as the statistics API takes them: whole UTC days, `YYYY-MM-DD`, both ends included.
 * Pure functions of `today` (itself a UTC day), so tests need no fake clock.
 */

const dayMs = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export const utcToday = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** A real calendar day in the API's shape (no 2026-02-30, no 2026-1-5). */
export function isValidDay(value: string): boolean {
  if (!isoDay.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export interface DayRange {
  from: string;
  to: string;
}

export type RangeResult =
  ({ ok: true; days: number } & DayRange) | { ok: false; message: string; from: string; to: string };

/**
 * The range a URL asks for, filled in the way the service fills it in: neither end → the 30 days
 * ending today; only `to` → the 30 days ending then; only `from` → 30 days from then, not past
 * today. An unreadable, inverted or too long range is an error in words, never a request.
 */
export function resolveRange(params: { from?: string; to?: string }, today: string): RangeResult {
  const from = params.from?.trim() ?? '';
  const to = params.to?.trim() ?? '';
  for (const [name, value] of [
    ['start', from],
    ['end', to],
  ] as const) {
    if (value && !isValidDay(value)) {
      return { ok: false, from, to, message: `The ${name} date “${value}” is not a date (YYYY-MM-DD).` };
    }
  }
  let end = to;
  if (!end) end = from ? minDay(addDays(from, defaultRangeDays - 1), today) : today;
  const start = from || addDays(end, -(defaultRangeDays - 1));
  if (!to && end < start) end = start;
  if (start > end) {
    return {
      ok: false,
      from: start,
      to: end,
      message: `The start date (${start}) is after the end date (${end}). Pick a start on or before the end.`,
    };
  }
  const days = daysInRange(start, end);
  if (days > maxRangeDays) {
    return {
      ok: false,
      from: start,
      to: end,
      message: `This range spans ${days} days; the most is ${maxRangeDays}. Pick a shorter range.`,
    };
  }
  return { ok: true, from: start, to: end, days };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

const monthEnd = (day: string) => addDays(`${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * What a range is compared with. A range that starts on the 1st and stays in its month is a
 * calendar period: a whole month compares with the whole month before ("Last month", October, with
 * September), a month so far with the same days of the month before (1–23 Nov with 1–23 Oct, cut at
 * that month's end). Any other range compares with the days of equal number just before it.
 */
export function previousPeriod({ from, to }: DayRange): DayRange {
  if (from.endsWith('-01') && to > from && to.slice(0, 7) === from.slice(0, 7)) {
    const start = `${addDays(from, -1).slice(0, 7)}-01`;
    const end = to === monthEnd(to) ? monthEnd(start) : `${start.slice(0, 8)}${to.slice(8)}`;
    return { from: start, to: end > monthEnd(start) ? monthEnd(start) : end };
  }
  const n = daysInRange(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
}

/** The same days a year earlier (29 Feb compares with 28 Feb). */
export function sameDaysLastYear({ from, to }: DayRange): DayRange {
  const back = (day: string) => {
    const earlier = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    return isValidDay(earlier) ? earlier : addDays(`${earlier.slice(0, 8)}01`, 27);
  };
  return { from: back(from), to: back(to) };
}

/** What the numbers are compared with: the period just before, or the same days a year earlier. */
export type CompareMode = 'previous' | 'year';

export const comparisonPeriod = (range: DayRange, mode: CompareMode) =>
  mode === 'year' ? sameDaysLastYear(range) : previousPeriod(range);

export type PresetId = 'today' | '7d' | '30d' | '90d' | 'this-month' | 'last-month';

export interface Preset extends DayRange {
  id: PresetId;
  label: string;
}

export function rangePresets(today: string): Preset[] {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  const lastDays = (n: number) => ({ from: addDays(today, -(n - 1)), to: today });
  return [
    { id: 'today', label: 'Today', from: today, to: today },
    { id: '7d', label: '7 days', ...lastDays(7) },
    { id: '30d', label: '30 days', ...lastDays(30) },
    { id: '90d', label: '90 days', ...lastDays(90) },
    { id: 'this-month', label: 'This month', from: monthStart, to: today },
    { id: 'last-month', label: 'Last month', from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
  ];
}

/** The first preset that is exactly this range (on the 1st, "today" and "this month" coincide). */
export const matchPreset = (range: DayRange, presets: Preset[]) =>
  presets.find((p) => p.from === range.from && p.to === range.to);

// Day formats live below the features: the chart kit writes its axis days with them too.
import { formatDay } from '@/lib/day-format';

export { formatDay, formatShortDay, formatWeekday } from '@/lib/day-format';

/** `1 – 30 Nov 2026`-style text for a range, always naming both ends fully. */
export const formatRange = ({ from, to }: DayRange) =>
  from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
