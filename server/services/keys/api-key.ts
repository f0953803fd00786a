import type { ApiKey } from '../../../src/contract';
import type { AuditTarget } from '../../store/repos/audit-repo';
import type { KeyInfo } from '../../store/repos/keys-repo';

/** A stored key as the API shows it: dates as ISO strings, never the key itself. */
export const toApiKey = (k: KeyInfo): ApiKey => ({
  id: k.id,
  name: k.name,
  key_hint: k.key_hint,
  permissions: k.permissions,
  created_at: k.created_at.toISOString(),
  last_used_at: k.last_used_at?.toISOString() ?? null,
  revoked_at: k.revoked_at?.toISOString() ?? null,
});

/** A key in the audit trail: known by its name at the time. */
export const keyTarget = (key: ApiKey): AuditTarget => ({
  targetType: 'key',
  targetId: key.id,
  targetLabel: key.name,
});

/** What the audit trail keeps of a key: enough to recognise it, never its value. */
export const auditedKey = (key: ApiKey) => ({
  name: key.name,
  permissions: key.permissions,
  key_hint: key.key_hint,
});
