import {
  alertMetricLabel,
  alertMetricOf,
  comparatorSymbols,
  formatAlertValue,
  isWebhookMetric,
  type AlertIncident,
} from '@/contract';
import { formatNumber } from '@/lib/format';

/** "7.2% ≥ 5%": the value it saw against the rule's line. */
export const valueVsThreshold = (i: Pick<AlertIncident, 'metric' | 'comparator' | 'value' | 'threshold'>) =>
  `${formatAlertValue(i.metric, i.value)} ${comparatorSymbols[i.comparator]} ${formatAlertValue(i.metric, i.threshold)}`;

/** "1,240 accepted": what the minimum volume counts for this metric. */
export const volumeText = (metric: string, volume: number) =>
  `${formatNumber(volume)} ${alertMetricOf(metric)?.volumeNoun ?? ''}`.trim();

/** "60 min", "24 h". */
export const windowText = (minutes: number) =>
  minutes % 60 === 0 && minutes >= 60 ? `${minutes / 60} h` : `${minutes} min`;

export const scopeText = (scopeLabel: string) => scopeLabel || 'All mail';

/** "Bounce rate ≥ 5% on Gmail" for a line of the banner. */
export const incidentTitle = (i: AlertIncident) =>
  `${alertMetricLabel(i.metric)} ${valueVsThreshold(i)}${i.scope_label ? ` · ${i.scope_label}` : ''}`;

/** Whether an incident concerns the webhook machinery (else delivery health and sending). */
export const concernsWebhooks = (i: Pick<AlertIncident, 'metric'>) => isWebhookMetric(i.metric);
