/** The starting points the replay dialog offers. */
export type ReplayPreset = 'hour' | 'midnight' | 'custom';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` input's value (the viewer's local time, to the minute) for a moment. */
export const toLocalInput = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** The moment a preset (or the custom local time) names, as ISO UTC; null when the custom value is not a time. */
export function replaySince(preset: ReplayPreset, custom: string, now: Date): string | null {
  if (preset === 'hour') return new Date(now.getTime() - 3_600_000).toISOString();
  if (preset === 'midnight') {
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  }
  // `datetime-local` values carry no zone: they are the viewer's local time.
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(custom) ? new Date(custom) : null;
  return at && !Number.isNaN(at.getTime()) ? at.toISOString() : null;
}
