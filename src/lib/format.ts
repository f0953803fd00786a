const numberFormat = new Intl.NumberFormat('en-US');
const utcFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});
const localFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export const formatNumber = (n: number) => numberFormat.format(n);

/** A fraction as a percentage with sensible precision: 0.0004 → "0.04%", 0.9871 → "98.7%"; null → "—". */
export function formatPercent(fraction: number | null | undefined, digits?: number): string {
  if (fraction === null || fraction === undefined || Number.isNaN(fraction)) return '—';
  const pct = fraction * 100;
  const d = digits ?? (pct !== 0 && Math.abs(pct) < 1 ? 2 : 1);
  return `${pct.toFixed(d)}%`;
}

/** `21 Nov 2026, 05:11:26 UTC`: exact, unambiguous, the same for every viewer. */
export const formatUtc = (iso: string) => `${utcFormat.format(new Date(iso))} UTC`;

/** In the viewer's own time zone and locale. */
export const formatLocal = (iso: string) => localFormat.format(new Date(iso));

const units: [Intl.RelativeTimeFormatUnit, number][] = [
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
  for (const [unit, ms] of units) {
    if (Math.abs(diff) >= ms || unit === 'second') {
      const value = Math.round(diff / ms);
      return value === 0 ? 'now' : relativeFormat.format(value, unit);
    }
  }
  return 'now';
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
