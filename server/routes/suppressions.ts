import { endpoints, timeInputSchema, uuidSchema } from '../../src/contract';
import { ApiError, invalid, notFound } from '../http/api-error';
import type { App } from '../http/app-env';
import { route } from '../http/route';
import { recordAudit } from '../store/repos/audit-repo';
import { batchInsertSuppressions } from '../store/repos/batch-suppressions';
import { deleteSuppression, insertSuppression, listSuppressions } from '../store/repos/suppressions-repo';
import type { RouteDeps } from './deps';

export function suppressionRoutes(app: App, deps: RouteDeps) {
  const { db } = deps;

  route(app, deps, endpoints.listSuppressions, ({ query }) => listSuppressions(db, query));

  route(app, deps, endpoints.createSuppression, async ({ body, actor }) => {
    const { created, suppression } = await db.transaction(async (tx) => {
      const source = body.source ?? { type: 'api' as const };
      const outcome = await insertSuppression(tx, {
        ...body,
        source: source.key_name ? source : { ...source, key_name: actor.keyName },
      });
      if (outcome.created) {
        const { id, email, reason } = outcome.suppression;
        await recordAudit(tx, actor, {
          action: 'suppression.create',
          targetType: 'suppression',
          targetId: id,
          detail: { after: { email, reason } },
        });
      }
      return outcome;
    });
    if (!created) {
      throw new ApiError(
        409,
        'conflict',
        `${suppression.email} is already suppressed (reason ${suppression.reason}, since ${suppression.created_at}).`,
        [{ field: 'email', message: 'is already suppressed', existing: suppression }],
      );
    }
    return { suppression };
  });

  route(app, deps, endpoints.batchSuppressions, async ({ body, actor }) =>
    db.transaction(async (tx) => {
      checkBatchDates(body.items);
      const results = await batchInsertSuppressions(tx, body.items, actor.keyName);
      const count = (kind: string) => results.filter((r) => r.result === kind).length;
      const counts = { created: count('created'), exists: count('exists'), invalid: count('invalid') };
      // One entry per batch (an import sends many): the counts, not every address.
      await recordAudit(tx, actor, {
        action: 'suppression.batch',
        targetType: 'suppression',
        targetId: 'batch',
        detail: { items: body.items.length, ...counts },
      });
      return { results, ...counts };
    }),
  );

  route(app, deps, endpoints.deleteSuppression, async ({ params, actor }) => {
    const { id } = params;
    const suppression = await db.transaction(async (tx) => {
      const removed = await deleteSuppression(tx, id);
      if (removed) {
        await recordAudit(tx, actor, {
          action: 'suppression.delete',
          targetType: 'suppression',
          targetId: id,
          detail: {
            before: { email: removed.email, reason: removed.reason, created_at: removed.created_at },
          },
        });
      }
      return removed;
    });
    if (!suppression) throw notFound(`Suppression ${id}`);
    return { suppression };
  });
}

/**
 * An original date or a causing message that does not hold refuses the whole batch (400 naming the
 * item's field), so an import never lands half-dated; other item faults are reported per item.
 */
function checkBatchDates(items: unknown[]) {
  const details: { field: string; message: string }[] = [];
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
  });
  if (details.length)
    throw invalid(details[0]!.field + ' ' + details[0]!.message + '.', details.slice(0, 20));
}
