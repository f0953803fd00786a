import type { AlertPreviewData } from '@/contract';
import { formatDuration } from '@/lib/format';

/** "Would have fired 3 times in the last 30 days, for 5 h in all", or that it would not have. */
export function previewSentence(
  preview: Pick<AlertPreviewData, 'fired_count' | 'firing_minutes'>,
  days: number,
) {
  const last = `in the last ${days} days`;
  if (preview.fired_count === 0) return `Would not have fired ${last}`;
  const times = preview.fired_count === 1 ? 'once' : `${preview.fired_count} times`;
  return `Would have fired ${times} ${last}, for ${formatDuration(preview.firing_minutes * 60_000)} in all`;
}
