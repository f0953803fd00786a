import { createRemovalBodySchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import type { AuditActor } from '../../store/repos/audit-repo';
import { createRemoval, planRemoval, removalReasons } from '../../store/repos/suppression-removals';
import { Invalid } from '../errors';
import { parseInput } from '../parse-input';

/**
 * Starts removing every suppression matching a filter (a create body as sent, parsed with the
 * contract's schema), in steps (continue.ts). Nothing is removed
 * yet, so nothing is audited; complaints are removed only when asked for by name.
 */
export async function startRemoval({ db }: ServiceContext, actor: AuditActor, body: unknown) {
  const input = parseInput(createRemovalBodySchema, body);
  const reason = removalReasons(input.reason, input.include_complaints);
  if (!reason.length) {
    throw new Invalid('include_complaints must be true to remove complaints.', [
      { field: 'include_complaints', message: 'must be true to remove complaints' },
    ]);
  }
  // The filter's plan is made before the transaction: planning inside it sampled the list again.
  const bounce = { bounce_class: input.bounce_class, bounce_side: input.bounce_side };
  const search = await planRemoval(db, input.q || null, reason, undefined, bounce);
  const removal = await db.transaction((tx) =>
    createRemoval(tx, {
      q: input.q || undefined,
      search,
      reason,
      includeComplaints: input.include_complaints,
      bounce,
      keyName: actor.keyName,
    }),
  );
  return { removal };
}
