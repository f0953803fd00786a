import { alertComparators, alertMetricNames, idParamSchema, mailboxProviders } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/**
 * `/alerts/rules/new` and `/alerts/rules/:id`: a new rule prefilled from a link (statistics' "alert
 * me when this happens", the compliance checklist's "alert me before Gmail's line"), and on both the preview's period in days.
 */
export const newAlertRulePageState = pageState(() => ({
  metric: z.enum(alertMetricNames),
  comparator: z.enum(alertComparators),
  threshold: z.pipe(
    z.string().check(z.refine((s) => s.trim() !== '' && Number.isFinite(Number(s)))),
    z.transform(Number),
  ),
  name: z.string(),
  /** The rule's scope, from a link that is about one (the compliance checklist's provider lines). */
  provider: z.enum(mailboxProviders),
  domain_id: idParamSchema,
  days: z.enum(['7', '30']),
}));
export type NewAlertRulePageState = StateOf<typeof newAlertRulePageState.shape>;
