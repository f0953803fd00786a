import { alertComparators, alertMetricNames } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/** `/alerts/rules/new`: a new rule prefilled from a link (statistics' "alert me when this happens"). */
export const newAlertRulePageState = pageState(() => ({
  metric: z.enum(alertMetricNames),
  comparator: z.enum(alertComparators),
  threshold: z.pipe(
    z.string().check(z.refine((s) => s.trim() !== '' && Number.isFinite(Number(s)))),
    z.transform(Number),
  ),
  name: z.string(),
}));
export type NewAlertRulePageState = StateOf<typeof newAlertRulePageState.shape>;
