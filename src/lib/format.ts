/**
 * Formatters are built on first use, not at import: building one costs (the first loads locale
 * data: ~15 ms, four times that on a slow phone), and a page may never need some of them.
 */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const numberFormat = once(() => new Intl.NumberFormat('en-US'));
const localFormat = once(
  () => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }),
);

const utcTimeFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hour12: false }),
);

/**
 * A moment as the time of day in the console's own way ("18:43 UTC"), for "until …" notes within
 * the hour: the same clock as every full date on the page, never the viewer's 12-hour local time.
 */
export const formatTime = (ms: number) => `${utcTimeFormat().format(ms)} UTC`;

/** 1234567 → "1,234,567". Integers (counts, nearly every number shown) without building a formatter. */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return numberFormat().format(n);
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** A fraction as a percentage with sensible precision: 0.0004 → "0.04%", 0.9871 → "98.7%"; null → "—". */
export function formatPercent(fraction: number | null | undefined, digits?: number): string {
  if (fraction === null || fraction === undefined || Number.isNaN(fraction)) return '—';
  const pct = fraction * 100;
  const d = digits ?? (pct !== 0 && Math.abs(pct) < 1 ? 2 : 1);
  return `${pct.toFixed(d)}%`;
}

/**
 * `21 Nov 2026, 05:11:26 UTC`: exact, unambiguous, the same for every viewer, and the same day as
 * formatDayText writes (a locale's formatter says "01 Sept" for what the console writes "1 Sep").
 */
export function formatUtc(iso: string) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const [day, time] = at.toISOString().split('T');
  return `${formatDayText(day!)}, ${time!.slice(0, 8)} UTC`;
}

/** In the viewer's own time zone and locale. */
export const formatLocal = (iso: string) => localFormat().format(new Date(iso));

/** The units of a relative time, largest first, with their length in ms (a month is 30 days). */
export const relativeUnits: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/** "3 hours ago", "in 5 minutes", "now". */
export function formatRelative(iso: string, now = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  for (const [unit, ms] of relativeUnits) {
    if (Math.abs(diff) >= ms || unit === 'second') {
      const value = Math.round(diff / ms);
      return value === 0 ? 'now' : relativeInEnglish(value, unit);
    }
  }
  return 'now';
}

/** The special words of `numeric: 'auto'` for ±1 (English), as Intl.RelativeTimeFormat says them. */
const adjacent: Partial<Record<Intl.RelativeTimeFormatUnit, [string, string]>> = {
  day: ['yesterday', 'tomorrow'],
  week: ['last week', 'next week'],
  month: ['last month', 'next month'],
  year: ['last year', 'next year'],
};

/**
 * What `new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(value, unit)` says for a
 * non-zero whole `value` (format.test.ts holds it to that), without building the formatter: rows
 * of relative times are on the first render of most pages.
 */
function relativeInEnglish(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const words = adjacent[unit];
  if (words && Math.abs(value) === 1) return value < 0 ? words[0] : words[1];
  const amount = `${formatNumber(Math.abs(value))} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/** A duration for humans: 850 ms, 4.2 s, 3 min 5 s, 2 h 14 min, 3 d 4 h. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  const s = ms / 1000;
  if (s < 60) return `${s < 10 ? s.toFixed(1) : Math.round(s)} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min${Math.round(s % 60) ? ` ${Math.round(s % 60)} s` : ''}`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h${m % 60 ? ` ${m % 60} min` : ''}`;
  const d = Math.floor(h / 24);
  return `${d} d${h % 24 ? ` ${h % 24} h` : ''}`;
}

/**
 * Data inside a sentence built as a string (toasts, titles): wrapped in FIRST STRONG ISOLATE … POP
 * DIRECTIONAL ISOLATE, the plain-text <bdi>, so its bidi controls cannot reorder the words around it.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A UTC day (`2026-11-25`) as the console writes days: `25 Nov 2026`, the same for every viewer. */
export function formatDayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return `${Number(match[3])} ${monthNames[Number(match[2]) - 1] ?? '?'} ${match[1]}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed day as `YYYY-MM-DD`, or null when it is not one: the console's `25 Nov 2026` (any case,
 * full month names, commas), `Nov 25, 2026`, and ISO `2026-11-25` (or `2026/11/25`). Slash or dot
 * forms like 11/25/2026 are refused: whether the month or the day comes first differs by country.
 */
export function parseDayText(text: string): string | null {
  const t = text.trim().replace(/,/g, ' ').replace(/\s+/g, ' ');
  let y: number, m: number, d: number;
  const iso = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(t);
  const dayFirst = /^(\d{1,2})\.? ([a-z]+)\.? (\d{4})$/i.exec(t);
  const monthFirst = /^([a-z]+)\.? (\d{1,2}) (\d{4})$/i.exec(t);
  const month = (name: string) => {
    const index = monthNames.findIndex((n) => name.toLowerCase().startsWith(n.toLowerCase()));
    return index >= 0 && name.length >= 3 ? index + 1 : 0;
  };
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) [y, m, d] = [Number(dayFirst[3]), month(dayFirst[2]!), Number(dayFirst[1])];
  else if (monthFirst) [y, m, d] = [Number(monthFirst[3]), month(monthFirst[1]!), Number(monthFirst[2])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}
