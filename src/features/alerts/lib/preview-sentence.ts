import {
  formatAlertValue,
  mailboxProviderName,
  type AlertPreviewBody,
  type AlertPreviewData,
  type AlertSpan,
} from '@/contract';
import { formatDuration } from '@/lib/format';
import { volumeText } from './incident-text';

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

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "1 Nov" and "01:00" in UTC: a replay reaches back 30 days at most, so the year goes unsaid. */
const dayOf = (at: Date) => `${at.getUTCDate()} ${months[at.getUTCMonth()]}`;
const timeOf = (at: Date) => at.toISOString().slice(11, 16);

/** "1 Nov, 01:00–03:00 UTC", or across midnight "1 Nov 23:50 – 2 Nov 00:40 UTC". */
export function spanTimes(from: string, to: string) {
  const a = new Date(from);
  const b = new Date(to);
  return dayOf(a) === dayOf(b)
    ? `${dayOf(a)}, ${timeOf(a)}–${timeOf(b)} UTC`
    : `${dayOf(a)} ${timeOf(a)} – ${dayOf(b)} ${timeOf(b)} UTC`;
}

/** A scope value's name: the service's label, else a provider's name as Statistics shows it. */
export const spanScope = (
  span: Pick<AlertSpan, 'scope' | 'label'>,
  rule: Pick<AlertPreviewBody, 'each' | 'provider'>,
) => span.label ?? (rule.each === 'provider' ? mailboxProviderName(span.scope) : span.scope);

/**
 * One incident of the replay, short and with units: "1 Nov, 01:00–03:00 UTC (2 h) · Gmail: worst
 * 8% on 600 accepted messages, 1 reminder"; one still firing says so.
 */
export function spanText(span: AlertSpan, rule: Pick<AlertPreviewBody, 'metric' | 'each' | 'provider'>) {
  const lasted = formatDuration(Date.parse(span.to) - Date.parse(span.from));
  const when = span.firing
    ? `From ${dayOf(new Date(span.from))}, ${timeOf(new Date(span.from))} UTC, still firing (${lasted} so far)`
    : `${spanTimes(span.from, span.to)} (${lasted})`;
  const scope = spanScope(span, rule);
  const reminders = span.reminders?.length ?? 0;
  return [
    `${when}${scope ? ` · ${scope}` : ''}: worst ${formatAlertValue(rule.metric, span.value)} on ${volumeText(rule.metric, span.volume)}`,
    reminders > 0 && `${reminders} reminder${reminders === 1 ? '' : 's'}`,
  ]
    .filter(Boolean)
    .join(', ');
}
