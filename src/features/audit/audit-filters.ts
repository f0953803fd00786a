import { auditActions, type AuditAction, type AuditListQuery } from '@/contract';

export const auditFilterDefaults = { q: '', action: '', key: '', target: '', from: '', to: '' };
export type AuditFilterState = typeof auditFilterDefaults;

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The URL's filters as the API's query. `target` is `type:id` (e.g. `webhook:3`); days are UTC and
 * inclusive. Malformed values are left out rather than sent (the form shows what is applied).
 */
export type AuditQuery = Omit<Partial<AuditListQuery>, 'cursor'>;

const isAction = (value: string): value is AuditAction => (auditActions as readonly string[]).includes(value);

export function toAuditQuery(state: AuditFilterState): AuditQuery {
  const [targetType, targetId] = state.target.split(':');
  const keyId = Number(state.key);
  const actions = state.action.split(',').filter(isAction);
  const q = state.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(actions.length ? { action: actions } : {}),
    ...(Number.isSafeInteger(keyId) && keyId > 0 ? { key_id: keyId } : {}),
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
