import { batchSuppressionBodySchema, timeInputSchema, uuidSchema } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { recordAudit, recordImportBatch, type AuditActor } from '../../store/repos/audit-repo';
import { batchInsertSuppressions } from '../../store/repos/batch-suppressions';
import { Invalid, type DomainErrorDetail } from '../errors';
import { parseInput } from '../parse-input';
import { claimedSourceProblems } from './claimed-source';

/**
 * Suppresses many addresses at once, from a batch body as sent (an import sends its file in
 * batches; the contract's schema parses the body, the items are checked here): each item is created,
 * found to exist already, or reported invalid. One audit entry per import when the batches name
 * their import (its file and the counts of all its batches so far); otherwise one per batch.
 */
export async function batchSuppressions({ db }: ServiceContext, actor: AuditActor, body: unknown) {
  const { items, import: imported } = parseInput(batchSuppressionBodySchema, body);
  return db.transaction(async (tx) => {
    checkBatchItems(items, actor.keyName);
    const results = await batchInsertSuppressions(tx, items, actor.keyName);
    const count = (kind: string) => results.filter((r) => r.result === kind).length;
    const counts = { created: count('created'), exists: count('exists'), invalid: count('invalid') };
    if (imported) {
      await recordImportBatch(tx, actor, imported, { items: items.length, ...counts });
      return { results, ...counts };
    }
    // The counts, not every address.
    await recordAudit(tx, actor, {
      action: 'suppression.batch',
      targetType: 'suppression',
      targetId: 'batch',
      targetLabel: null,
      detail: { items: items.length, ...counts },
    });
    return { results, ...counts };
  });
}

/**
 * An original date, a causing message or an origin that does not hold (claimed-source.ts) refuses
 * the whole batch (Invalid naming the item's field), so an import never lands half-dated and no
 * origin is forged; other item faults are reported per item.
 */
function checkBatchItems(items: unknown[], keyName: string | null) {
  const details: DomainErrorDetail[] = [];
  const now = Date.now();
  items.forEach((item, index) => {
    if (!item || typeof item !== 'object') return;
    const { created_at, source } = item as { created_at?: unknown; source?: { message_id?: unknown } };
    if (created_at !== undefined) {
      const parsed = timeInputSchema.safeParse(created_at);
      if (!parsed.success) {
        details.push({ field: `items.${index}.created_at`, message: parsed.error.issues[0]!.message });
      } else if (Date.parse(parsed.data) > now) {
        details.push({ field: `items.${index}.created_at`, message: 'must not be in the future' });
      }
    }
    const messageId = source && typeof source === 'object' ? source.message_id : undefined;
    if (messageId != null && !uuidSchema.safeParse(messageId).success) {
      details.push({ field: `items.${index}.source.message_id`, message: 'must be a UUID' });
    }
    details.push(...claimedSourceProblems(source, keyName, `items.${index}.source`));
  });
  if (details.length) throw new Invalid(`${details[0]!.field} ${details[0]!.message}.`, details.slice(0, 20));
}
