import type { AuditListParams } from '@/contract';

export const auditFilterDefaults = { action: '', key: '', target: '', from: '', to: '' };
export type AuditFilterState = typeof auditFilterDefaults;

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The URL's filters as the API's query. `target` is `type:id` (e.g. `webhook:3`); days are UTC and
 * inclusive. Malformed values are left out rather than sent (the form shows what is applied).
 */
export function toAuditQuery(state: AuditFilterState): Omit<AuditListParams, 'cursor'> {
  const [targetType, targetId] = state.target.split(':');
  const keyId = Number(state.key);
  return {
    ...(state.action ? { action: state.action } : {}),
    ...(Number.isSafeInteger(keyId) && keyId > 0 ? { key_id: String(keyId) } : {}),
    ...(targetType && ['suppression', 'webhook', 'key'].includes(targetType)
      ? {
          target_type: targetType as 'suppression' | 'webhook' | 'key',
          ...(targetId ? { target_id: targetId } : {}),
        }
      : {}),
    ...(day.test(state.from) ? { from: `${state.from}T00:00:00.000Z` } : {}),
    ...(day.test(state.to) ? { to: `${state.to}T23:59:59.999Z` } : {}),
  };
}
