import type { ServiceContext } from '../context';
import { pruneAudit } from '../store/repos/audit-repo';

/** One bounded batch of audit entries past AUDIT_RETENTION_DAYS (0: keep forever); how many went. */
export async function pruneExpiredAudit(ctx: ServiceContext): Promise<number> {
  const days = ctx.config.AUDIT_RETENTION_DAYS;
  if (!days) return 0;
  return pruneAudit(ctx.db, new Date(ctx.now().getTime() - days * 86_400_000));
}
