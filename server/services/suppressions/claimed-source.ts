import type { DomainErrorDetail } from '../errors';

/**
 * What a caller may say of where a suppression it adds came from. `automatic` (with the causing
 * message and its SMTP reply) is written by the service's own delivery path only; the key's name
 * is always the calling key's, filled in by the service. A claim beyond that is refused as a whole
 * (the request changes nothing) rather than stored as if it were true. `import`, `api` and
 * `dashboard` are the caller's to say: every endpoint that takes a source already needs `admin`.
 */
export function claimedSourceProblems(
  source: unknown,
  keyName: string | null,
  field: string,
): DomainErrorDetail[] {
  if (!source || typeof source !== 'object') return [];
  const claim = source as Record<string, unknown>;
  const problems: DomainErrorDetail[] = [];
  if (claim.type === 'automatic') {
    problems.push({
      field: `${field}.type`,
      message:
        'automatic is recorded by the service itself, from a bounce or complaint; send api, dashboard or import',
    });
  }
  for (const own of ['message_id', 'smtp_response'] as const) {
    if (claim[own] != null && claim.type !== 'automatic') {
      problems.push({ field: `${field}.${own}`, message: 'is recorded by the service itself, never sent' });
    }
  }
  if (claim.key_name != null && claim.key_name !== keyName) {
    problems.push({
      field: `${field}.key_name`,
      message: `must be left out or be the calling key's own name${keyName ? ` (${keyName})` : ''}`,
    });
  }
  return problems;
}
