import { formatDayText } from '@/lib/format';

/** The UTC day a row without a date of its own is given: the day of the import (`1 Sep 2026`). */
export const importDay = (now = Date.now()) => formatDayText(new Date(now).toISOString().slice(0, 10));
