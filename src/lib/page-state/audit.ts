import { auditListQuerySchema, auditTargetTypes, isoDateSchema } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/** `/audit`: the log's filters; `target` is a type alone or `type:id` (every type the contract names). */
export const auditPageState = pageState(() => {
  const query = auditListQuerySchema.shape;
  const type = z.enum(auditTargetTypes);
  return {
    q: z.string(),
    action: query.action,
    key: query.key_id,
    /** Only this person's changes (an extension field: `person_id`). */
    person: query.person_id,
    target: z.union([type, z.templateLiteral([type, ':', z.string().check(z.maxLength(100))])]),
    /** UTC days, inclusive. */
    from: isoDateSchema,
    to: isoDateSchema,
  };
});
export type AuditPageState = StateOf<typeof auditPageState.shape>;
