import { auditTargetTypes, type AuditListQuery, type AuditTargetType } from '@/contract';
import type { AuditPageState } from '@/lib/page-state/audit';

/**
 * The URL's filters as the API's query. `target` is a type alone or `type:id` (e.g. `webhook:3`);
 * days are UTC and inclusive. The page state has already dropped what it could not read.
 */
export type AuditQuery = Omit<Partial<AuditListQuery>, 'cursor'>;

/** A target filter's type and id (`alert_rule:4` → alert_rule, '4'; `webhook` → webhook, ''). */
export function auditTarget(target: AuditPageState['target']): { type: AuditTargetType | ''; id: string } {
  const type = auditTargetTypes.find((t) => target === t || target?.startsWith(`${t}:`));
  return type ? { type, id: target!.slice(type.length + 1) } : { type: '', id: '' };
}

export function toAuditQuery(state: AuditPageState): AuditQuery {
  const target = auditTarget(state.target);
  const q = state.q?.trim();
  return {
    ...(q ? { q } : {}),
    ...(state.action?.length ? { action: state.action } : {}),
    ...(state.key !== undefined ? { key_id: state.key } : {}),
    ...(state.person !== undefined ? { person_id: state.person } : {}),
    ...(target.type ? { target_type: target.type, ...(target.id ? { target_id: target.id } : {}) } : {}),
    ...(state.from ? { from: `${state.from}T00:00:00.000Z` } : {}),
    ...(state.to ? { to: `${state.to}T23:59:59.999Z` } : {}),
  };
}
