import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { deleteDomain as forgetDomain } from '../../store/repos/domains-repo';
import { domainSummary } from './domain-view';
import { domainOrNotFound } from './find';

/**
 * Removes sending domain `id`: its keys are retired (private keys erased), its findings and history
 * go; its messages and statistics keep naming it.
 */
export async function deleteDomain(ctx: ServiceContext, actor: AuditActor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const domain = await domainOrNotFound(tx, id, true);
    await forgetDomain(tx, id, ctx.now());
    await recordAudit(tx, actor, {
      action: 'domain.delete',
      targetType: 'domain',
      targetId: id,
      targetLabel: domain.name,
      detail: { before: { name: domain.name, health: domain.health } },
    });
    return domainSummary(domain);
  });
}
