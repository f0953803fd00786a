import type { ChangeEvent } from 'react';
import { alertLimits } from '@/contract';
import type { RuleForm, RuleProblems } from '../lib/rule-form';

export type SetField = <K extends keyof RuleForm>(key: K, value: RuleForm[K]) => void;

/** What the editor hands each part of the rule form. */
export interface RuleFieldsProps {
  form: RuleForm;
  set: SetField;
  problems: RuleProblems;
}

/** The fields kept as free text (not a choice from a fixed list, nor a box). */
type TextKey = {
  [K in keyof RuleForm]: string extends RuleForm[K] ? K : never;
}[keyof RuleForm];

/** A text field's value, its change and its problem, to spread on a kit field. */
export const bindRuleField =
  ({ form, set, problems }: RuleFieldsProps) =>
  (key: TextKey) => ({
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, event.target.value),
    error: problems[key],
  });

/** Where each whole-number field's limits are, so a field and its range cannot part. */
const numberRanges = {
  window_minutes: alertLimits.window,
  min_volume: alertLimits.minVolume,
  holds_for_minutes: alertLimits.holdsFor,
  reminder_hours: alertLimits.reminder,
  resolve_after_minutes: alertLimits.resolveAfter,
} as const;

/** A whole-number field's binding and its range, to spread on a kit NumberField. */
export const bindRuleNumber = (props: RuleFieldsProps) => {
  const bind = bindRuleField(props);
  return (key: keyof typeof numberRanges) => ({ ...bind(key), range: numberRanges[key] });
};

/** A box's state and its change, to spread on a kit Checkbox. */
export const bindRuleCheck =
  ({ form, set }: RuleFieldsProps) =>
  (key: 'webhookEvents' | 'enabled') => ({
    checked: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.checked),
  });
