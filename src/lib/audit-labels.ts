import { roleTable, roles, type AuditAction, type AuditEntry } from '@/contract';
import { formatNumber, formatUtc } from './format';

/**
 * The one wording of each audited action, for the audit log page and every History section. Keyed by
 * the contract's actions: an action added there (and written by the service) fails to compile here
 * until it has its label.
 */
export const auditActionLabels = {
  'suppression.create': 'Suppression added',
  'suppression.delete': 'Suppression removed',
  'suppression.batch': 'Suppressions added in a batch',
  'suppression.automatic': 'Suppressed automatically',
  'suppression.remove_matching': 'Suppressions removed by filter',
  'suppression.restore': 'Removal undone: put back',
  'webhook.create': 'Webhook created',
  'webhook.update': 'Webhook edited',
  'webhook.delete': 'Webhook deleted',
  'webhook.rotate_secret': 'Signing secret rotated',
  'webhook.test': 'Test event sent',
  'webhook.retry': 'Delivery retried',
  'webhook.replay': 'Deliveries replayed',
  'key.create': 'API key created',
  'key.revoke': 'API key revoked',
  'alert_rule.create': 'Alert rule created',
  'alert_rule.update': 'Alert rule edited',
  'alert_rule.delete': 'Alert rule deleted',
  'domain.create': 'Sending domain added',
  'domain.delete': 'Sending domain removed',
  'domain.check': 'Sending domain checked',
  'domain.rotate_dkim': 'DKIM key rotation step',
  'person.invite': 'Person invited',
  'person.update': 'Role changed',
  'person.remove': 'Person removed',
  'person.reset_totp': 'Second factor reset',
  'person.revoke_sessions': 'Sessions ended',
  'person.activate': 'Person joined',
  'sign_in_settings.update': 'Sign-in settings changed',
  'person.change_password': 'Password changed',
  'person.reset_password': 'Password reset by email link',
  'person.enable_totp': 'Second factor turned on',
  'person.remove_totp': 'Second factor removed',
} satisfies Record<AuditAction, string>;

/** An entry's action as read from a service, which may know actions this dashboard does not. */
export const auditActionLabel = (action: string) =>
  Object.hasOwn(auditActionLabels, action) ? auditActionLabels[action as AuditAction] : action;

/**
 * Who did it: the person signed in (their name at the time), else the key's name at the time, else
 * the service itself.
 */
export function auditActor(entry: Pick<AuditEntry, 'key_id' | 'key_name' | 'person_id' | 'person_name'>) {
  if (entry.person_id != null) return entry.person_name || `Person ${entry.person_id}`;
  return entry.key_id === null ? 'The service' : (entry.key_name ?? `Key ${entry.key_id}`);
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;
const fieldsOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** A pause or resume: `enabled` is all that changed between before and after. */
function toggled(before: Record<string, unknown>, after: Record<string, unknown>): string | null {
  if (typeof before.enabled !== 'boolean' || typeof after.enabled !== 'boolean') return null;
  if (before.enabled === after.enabled) return null;
  return after.enabled ? 'resumed' : 'paused';
}

/** What a webhook's replay or rotation did, from the detail the service recorded. */
function webhookDetail(rest: Record<string, unknown>, action: string): string[] {
  const parts: string[] = [];
  if (typeof rest.replayed === 'number') parts.push(`${formatNumber(rest.replayed)} replayed`);
  if (typeof rest.in_flight === 'number' && rest.in_flight > 0)
    parts.push(`${formatNumber(rest.in_flight)} already in flight`);
  if (typeof rest.since === 'string') parts.push(`since ${formatUtc(rest.since)}`);
  if (rest.failed_only === true) parts.push('failed deliveries only');
  if (action === 'webhook.rotate_secret')
    parts.push(
      typeof rest.activate_at === 'string'
        ? `new secret takes over ${formatUtc(rest.activate_at)}`
        : 'new secret signs at once',
    );
  return parts;
}

const targetNouns: Record<string, string> = {
  suppression: 'Suppression',
  webhook: 'Webhook',
  key: 'Key',
  alert_rule: 'Alert rule',
  domain: 'Sending domain',
  person: 'Person',
};

/** A role as the role table names it (Support), or as the service wrote it when this console does not know it. */
const roleLabel = (role: string) =>
  roles.find((r) => r === role) ? roleTable[role as keyof typeof roleTable].label : role;

/** A person's role given or changed (`as Support`, `Support → Admin`); a second factor required or not. */
function peopleDetail(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const parts: string[] = [];
  const [was, now] = [text(before.role), text(after.role)];
  if (now && was && was !== now) parts.push(`${roleLabel(was)} → ${roleLabel(now)}`);
  else if (now && !was) parts.push(`as ${roleLabel(now)}`);
  if (typeof after.require_totp === 'boolean' && after.require_totp !== before.require_totp)
    parts.push(
      after.require_totp ? 'second factor required of everyone' : 'second factor no longer required',
    );
  return parts;
}

/** The address, URL or name an entry's before/after names its target by. */
const subjectOf = (entry: AuditEntry) => {
  const subject = fieldsOf(entry.detail.after ?? entry.detail.before);
  return text(subject.email) ?? text(subject.url) ?? text(subject.name);
};

/**
 * The target as people know it: the label the service wrote with the entry (a rule's name, a
 * webhook's redacted URL, "removal of 9,000 rows"), else the name its before/after records (or a
 * person's address as listed now), else its kind and id, never a bare type key ("alert_rule 8").
 */
export function auditTarget(
  entry: AuditEntry,
  /** A person's address by id, from the people list, for entries that name a person by id alone. */
  personEmail?: (id: string) => string | undefined,
): string {
  if (entry.target_label) return entry.target_label;
  const named = subjectOf(entry) ?? (entry.target_type === 'person' ? personEmail?.(entry.target_id) : null);
  if (named) return named;
  if (entry.target_type === 'sign_in_settings') return 'Sign-in settings';
  if (entry.target_id === 'batch') return 'Batch';
  if (entry.target_id === 'import') return text(entry.detail.file) ?? 'Import';
  if (entry.action === 'suppression.remove_matching' || entry.action === 'suppression.restore')
    return 'Removal by filter';
  const noun = Object.hasOwn(targetNouns, entry.target_type)
    ? targetNouns[entry.target_type]
    : entry.target_type.replaceAll('_', ' ');
  return `${noun} ${entry.target_id}`;
}

/**
 * A one-line summary of what changed, from the entry's compact before/after or counts. Without
 * `subject` it leaves out the address, URL or name, for a view that shows the target beside it.
 */
export function auditSummary(entry: AuditEntry, { subject: withSubject = true } = {}): string {
  const { before, after, ...rest } = entry.detail;
  const subject = fieldsOf(after ?? before);
  const parts = [withSubject ? subjectOf(entry) : null];
  // One import's entry: its file, and how many batches it took when more than one.
  if (text(rest.file)) parts.push(`file ${text(rest.file)}`);
  if (typeof rest.items === 'number' && text(rest.file)) parts.push(`${formatNumber(rest.items)} rows`);
  if (typeof rest.batches === 'number' && rest.batches > 1)
    parts.push(`${formatNumber(rest.batches)} batches`);
  parts.push(toggled(fieldsOf(before), fieldsOf(after)));
  if (text(subject.reason)) parts.push(`reason ${text(subject.reason)}`);
  if (text(rest.q)) parts.push(`matching “${text(rest.q)}”`);
  if (Array.isArray(rest.reason)) parts.push((rest.reason as string[]).join(', '));
  if (Array.isArray(subject.permissions)) parts.push((subject.permissions as string[]).join(', '));
  if (Array.isArray(subject.event_types)) parts.push((subject.event_types as string[]).join(', '));
  parts.push(...webhookDetail(rest, entry.action));
  parts.push(...peopleDetail(fieldsOf(before), fieldsOf(after)));
  const counts = ['created', 'exists', 'invalid', 'removed', 'restored', 'queued']
    .filter((k) => typeof rest[k] === 'number')
    .map((k) => `${formatNumber(rest[k] as number)} ${k}`);
  return [...parts.filter(Boolean), ...counts].join(' · ');
}
