import { alertLimits } from '@/contract';

/** Where each whole-number field's limits are, so a field and its range cannot part. */
export const ruleNumberRanges = {
  window_minutes: alertLimits.window,
  min_volume: alertLimits.minVolume,
  holds_for_minutes: alertLimits.holdsFor,
  reminder_hours: alertLimits.reminder,
  resolve_after_minutes: alertLimits.resolveAfter,
} as const;

/** A whole-number field of the rule form: its name and range, to spread on a kit FormNumber. */
export const ruleNumber = (name: keyof typeof ruleNumberRanges) => ({ name, range: ruleNumberRanges[name] });
