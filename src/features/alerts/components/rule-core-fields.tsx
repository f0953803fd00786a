import {
  alertComparators,
  alertMetricNames,
  alertMetrics,
  alertMetricUnits,
  type AlertComparator,
  type AlertMetric,
} from '@/contract';
import { InputField, NumberField, SelectField } from '@/components/ui/field';
import { inPercent } from '../lib/rule-form';
import { bindRuleField, bindRuleNumber, type RuleFieldsProps } from './rule-fields-props';

const comparatorWords: Record<AlertComparator, string> = {
  gt: '> above',
  gte: '≥ at or above',
  lt: '< below',
  lte: '≤ at or below',
};

/** What the rule watches and where its line is: the fields the preview replays. */
export function RuleCoreFields(props: RuleFieldsProps) {
  const { form, set, problems } = props;
  const bind = bindRuleField(props);
  const number = bindRuleNumber(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Metric"
        hint={alertMetrics[form.metric].hint}
        error={problems.metric}
        className="sm:col-span-2"
        value={form.metric}
        onChange={(e) => set('metric', e.target.value as AlertMetric)}
      >
        {alertMetricNames.map((m) => (
          <option key={m} value={m}>
            {alertMetrics[m].label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Fires when the value is"
        error={problems.comparator}
        value={form.comparator}
        onChange={(e) => set('comparator', e.target.value as AlertComparator)}
      >
        {alertComparators.map((c) => (
          <option key={c} value={c}>
            {comparatorWords[c]}
          </option>
        ))}
      </SelectField>
      <InputField
        label={`Threshold (${alertMetricUnits[alertMetrics[form.metric].kind]})`}
        hint={inPercent(form.metric) ? 'A percentage: 5 means 5%.' : undefined}
        inputMode="decimal"
        {...bind('threshold')}
      />
      <NumberField
        label="Window (minutes)"
        hint="5 to 1440: the rate is computed over this much time."
        {...number('window_minutes')}
      />
      <NumberField
        label="Minimum volume"
        hint={`Never fires on fewer than this many ${alertMetrics[form.metric].volumeNoun} in the window.`}
        {...number('min_volume')}
      />
      <NumberField
        label="Holds for (minutes)"
        hint="How long the condition must hold before it fires; 0 fires at once."
        {...number('holds_for_minutes')}
      />
    </div>
  );
}
