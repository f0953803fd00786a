import {
  alertComparators,
  alertLimits,
  alertMetricLabels,
  alertMetrics,
  alertVolumeNoun,
  isRateMetric,
  rateMetrics,
  type AlertComparator,
  type AlertMetric,
} from '@/contract';
import { Field, Input, inputClasses } from '@/components/ui/field';
import { inPercent, type RuleForm, type RuleProblems } from '../lib/rule-form';

export type SetField = <K extends keyof RuleForm>(key: K, value: RuleForm[K]) => void;

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

const range = ([min, max]: readonly [number, number]) => ({ min, max, step: 1 });

/** What the rule watches and where its line is: the fields the preview replays. */
export function RuleCoreFields({
  form,
  set,
  problems,
}: {
  form: RuleForm;
  set: SetField;
  problems: RuleProblems;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Metric" hint={metricHint(form.metric)} error={problems.metric} className="sm:col-span-2">
        {(control) => (
          <select
            {...control}
            value={form.metric}
            onChange={(e) => set('metric', e.target.value as AlertMetric)}
            className={inputClasses}
          >
            {alertMetrics.map((m) => (
              <option key={m} value={m}>
                {alertMetricLabels[m]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Fires when the value is" error={problems.comparator}>
        {(control) => (
          <select
            {...control}
            value={form.comparator}
            onChange={(e) => set('comparator', e.target.value as AlertComparator)}
            className={inputClasses}
          >
            {alertComparators.map((c) => (
              <option key={c} value={c}>
                {comparatorWords[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={`Threshold (${thresholdUnit(form.metric)})`}
        hint={inPercent(form.metric) ? 'A percentage: 5 means 5%.' : undefined}
        error={problems.threshold}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            value={form.threshold}
            onChange={(e) => set('threshold', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Window (minutes)"
        hint="5 to 1440: the rate is computed over this much time."
        error={problems.window_minutes}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            {...range(alertLimits.window)}
            value={form.window_minutes}
            onChange={(e) => set('window_minutes', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Minimum volume"
        hint={`Never fires on fewer than this many ${alertVolumeNoun[form.metric]} in the window.`}
        error={problems.min_volume}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            {...range(alertLimits.minVolume)}
            value={form.min_volume}
            onChange={(e) => set('min_volume', e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Holds for (minutes)"
        hint="How long the condition must hold before it fires; 0 fires at once."
        error={problems.holds_for_minutes}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            {...range(alertLimits.holdsFor)}
            value={form.holds_for_minutes}
            onChange={(e) => set('holds_for_minutes', e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
