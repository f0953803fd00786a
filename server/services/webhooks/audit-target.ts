import type { AuditTarget } from '../../store/repos/audit-repo';
import { redactedUrl } from '../redacted-url';

/** A webhook in the audit trail: known by its URL, redacted (never the URL's own credential). */
export const webhookTarget = (webhook: { id: number; url: string }): AuditTarget => ({
  targetType: 'webhook',
  targetId: webhook.id,
  targetLabel: redactedUrl(webhook.url),
});
