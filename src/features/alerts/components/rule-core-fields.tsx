import {
  alertComparators,
  alertMetricNames,
  alertMetrics,
  alertMetricUnits,
  type AlertComparator,
} from '@/contract';
import { FormInput, FormNumber, FormSelect, useFormValues } from '@/components/ui/form';
import { inPercent, isDomainSetupMetric, type RuleForm } from '../lib/rule-form';
import { ruleNumber } from './rule-number-ranges';

const comparatorWords: Record<AlertComparator, string> = {
  gt: '> above',
  gte: '≥ at or above',
  lt: '< below',
  lte: '≤ at or below',
};

/** What the rule watches and where its line is: the fields the preview replays. */
export function RuleCoreFields() {
  const form = useFormValues<RuleForm>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormSelect
        name="metric"
        label="Metric"
        hint={alertMetrics[form.metric].hint}
        className="sm:col-span-2"
      >
        {alertMetricNames.map((m) => (
          <option key={m} value={m}>
            {alertMetrics[m].label}
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
        label={`Threshold (${alertMetricUnits[alertMetrics[form.metric].kind]})`}
        hint={inPercent(form.metric) ? 'A percentage: 5 means 5%.' : undefined}
        inputMode="decimal"
      />
      {/* A domain's setup is its last check's finding: no window to count over, no volume to wait for. */}
      {!isDomainSetupMetric(form.metric) && (
        <>
          <FormNumber
            label="Window (minutes)"
            hint="5 to 1440: the rate is computed over this much time."
            {...ruleNumber('window_minutes')}
          />
          <FormNumber
            label="Minimum volume"
            hint={`Never fires on fewer than this many ${alertMetrics[form.metric].volumeNoun} in the window.`}
            {...ruleNumber('min_volume')}
          />
        </>
      )}
      <FormNumber
        label="Holds for (minutes)"
        hint="How long the condition must hold before it fires; 0 fires at once."
        {...ruleNumber('holds_for_minutes')}
      />
    </div>
  );
}
