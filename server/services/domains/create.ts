import { createDomainBodySchema } from '../../../src/contract/domains';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { addDomain } from '../../store/repos/domains-repo';
import { Conflict } from '../errors';
import { parseInput } from '../parse-input';
import { newDkimKeyPair } from './dkim-key';
import { storeNewKey } from './dkim-keys';
import { domainDetail } from './domain-view';

/** A new sending domain from a create body as sent, with its DKIM key: answers the records to publish. */
export async function createDomain(ctx: ServiceContext, actor: AuditActor, body: unknown) {
  const { name } = parseInput(createDomainBodySchema, body);
  const pair = await newDkimKeyPair();
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const domain = await addDomain(tx, name, now);
    if (!domain)
      throw new Conflict(`${name} is already a sending domain.`, [
        { field: 'name', message: 'is already a sending domain' },
      ]);
    const selector = await storeNewKey(tx, domain.id, 'active', pair, now);
    await recordAudit(tx, actor, {
      action: 'domain.create',
      targetType: 'domain',
      targetId: domain.id,
      targetLabel: name,
      detail: { after: { name, dkim_selector: selector } },
    });
    return domainDetail(tx, ctx.config, domain);
  });
}
