import { breaches, type AlertComparator } from '../../../src/contract';

const minute = 60_000;

/** A rule × scope value's condition between ticks: since when it has breached, or been clear. */
export interface Condition {
  breaching_since: Date | null;
  clear_since: Date | null;
}

/** The rule's settings a tick's decision reads. */
export interface StepRule {
  comparator: string;
  threshold: number;
  min_volume: number;
  holds_for_minutes: number;
  resolve_after_minutes: number;
  reminder_hours: number;
}

/** What a tick does to a rule × scope value's incident. */
export type IncidentStep = 'open' | 'remind' | 'resolve' | null;

/** Whether a measurement is over the rule's line with enough volume to judge (null: nothing to divide). */
export const isBreaching = (rule: StepRule, m: { value: number | null; volume: number }) =>
  m.value !== null &&
  m.volume >= rule.min_volume &&
  breaches(rule.comparator as AlertComparator, m.value, rule.threshold);

/**
 * One tick's decision for one rule × scope value: the condition after `now`, and whether an incident
 * opens (breaching for holds-for), is reminded of (still breaching a reminder period after its last
 * notice) or resolves (clear for resolve-after). Pure, so that the live evaluator and the preview's
 * replay of history decide alike: the preview counts exactly the incidents the evaluator would open.
 */
export function nextStep(
  rule: StepRule,
  was: Condition,
  firing: { last_notified_at: Date } | null,
  breaching: boolean,
  now: Date,
): { condition: Condition; step: IncidentStep } {
  const t = now.getTime();
  if (breaching) {
    const since = was.breaching_since ?? now;
    const condition = { breaching_since: since, clear_since: null };
    if (!firing)
      return { condition, step: t - since.getTime() >= rule.holds_for_minutes * minute ? 'open' : null };
    const remind = t - firing.last_notified_at.getTime() >= rule.reminder_hours * 60 * minute;
    return { condition, step: remind ? 'remind' : null };
  }
  // Clear: a firing incident resolves once it has been clear long enough; a flap restarts the count.
  if (!firing) return { condition: { breaching_since: null, clear_since: null }, step: null };
  const since = was.clear_since ?? now;
  if (t - since.getTime() >= rule.resolve_after_minutes * minute)
    return { condition: { breaching_since: null, clear_since: null }, step: 'resolve' };
  return { condition: { breaching_since: null, clear_since: since }, step: null };
}
