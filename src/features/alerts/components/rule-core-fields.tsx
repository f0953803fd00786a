import {
  alertComparators,
  alertMetricLabels,
  alertMetrics,
  alertVolumeNoun,
  isRateMetric,
  rateMetrics,
  type AlertComparator,
  type AlertMetric,
} from '@/contract';
import { FormInput, FormNumber, FormSelect, useFormValues } from '@/components/ui/form';
import { inPercent, type RuleForm } from '../lib/rule-form';
import { ruleNumber } from './rule-number-ranges';

const comparatorWords: Record<AlertComparator, string> = {
  gt: '> above',
  gte: '≥ at or above',
  lt: '< below',
  lte: '≤ at or below',
};

const metricHints: Partial<Record<AlertMetric, string>> = {
  webhook_failure_rate: "Failed attempts ÷ attempts of a webhook endpoint's deliveries.",
  webhook_oldest_pending_minutes: 'How long the oldest webhook delivery still waiting has waited.',
  delivery_events:
    'Delivery events (delivered, bounced, deferred, failed) while mail is accepted: below a line means mail is stuck.',
  key_volume_factor:
    "A key's messages in the window against its own usual for such a window over the last 7 days: a leaked key sends far more.",
};

export const metricHint = (m: AlertMetric) =>
  isRateMetric(m) ? `${alertMetricLabels[m]} = ${rateMetrics[m].text}.` : (metricHints[m] ?? '');

const thresholdUnit = (m: AlertMetric) =>
  inPercent(m)
    ? '%'
    : m === 'webhook_oldest_pending_minutes'
      ? 'min'
      : m === 'key_volume_factor'
        ? '×'
        : 'events';

/** What the rule watches and where its line is: the fields the preview replays. */
export function RuleCoreFields() {
  const form = useFormValues<RuleForm>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelect name="metric" label="Metric" hint={metricHint(form.metric)} className="sm:col-span-2">
        {alertMetrics.map((m) => (
          <option key={m} value={m}>
            {alertMetricLabels[m]}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="comparator" label="Fires when the value is">
        {alertComparators.map((c) => (
          <option key={c} value={c}>
            {comparatorWords[c]}
          </option>
        ))}
      </FormSelect>
      <FormInput
        name="threshold"
        label={`Threshold (${thresholdUnit(form.metric)})`}
        hint={inPercent(form.metric) ? 'A percentage: 5 means 5%.' : undefined}
        inputMode="decimal"
      />
      <FormNumber
        label="Window (minutes)"
        hint="5 to 1440: the rate is computed over this much time."
        {...ruleNumber('window_minutes')}
      />
      <FormNumber
        label="Minimum volume"
        hint={`Never fires on fewer than this many ${alertVolumeNoun[form.metric]} in the window.`}
        {...ruleNumber('min_volume')}
      />
      <FormNumber
        label="Holds for (minutes)"
        hint="How long the condition must hold before it fires; 0 fires at once."
        {...ruleNumber('holds_for_minutes')}
      />
    </div>
  );
}
