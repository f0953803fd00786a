import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { AuditEntry, AuditTargetType } from '@/contract';
import { ShowMore } from '@/components/ui/pager';
import { DateTime } from '@/components/ui/date-time';
import { auditActionLabel, auditActor, auditSummary } from '@/lib/audit-labels';
import { auditQueries } from '@/lib/audit-queries';
import { useExtensionRefused } from '@/lib/capabilities';
import { href } from '@/lib/href';

/** The address a suppression entry is about (its before or after), if it names one. */
const entryAddress = (entry: AuditEntry) => {
  const { after, before } = entry.detail as { after?: { email?: unknown }; before?: { email?: unknown } };
  return after?.email ?? before?.email;
};

/**
 * "Who changed this, and when": the audit entries of one suppression or webhook, newest first. A
 * suppression's `address` asks by the address, so the story follows it across rows (removed, put
 * back, added anew). Renders nothing on a service without the audit log, or until it has answered.
 */
export function HistorySection({
  targetType,
  targetId,
  address,
}: {
  targetType: AuditTargetType;
  targetId: number;
  address?: string;
}) {
  const filters = address
    ? { target_type: targetType, address, limit: 10 }
    : { target_type: targetType, target_id: String(targetId), limit: 10 };
  const query = useInfiniteQuery(auditQueries.list(filters));
  const refused = useExtensionRefused('listAuditLog');
  if (query.isPending || query.error || refused) return null;
  // A service that ignores `address` answers every suppression's entries: keep this address's.
  const entries = query.data.pages
    .flatMap((p) => p.entries)
    .filter((e) => !address || entryAddress(e) === address || e.target_id === String(targetId));
  return (
    <section aria-labelledby={`history-${targetType}-${targetId}`} className="mt-8 min-w-0">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2
          id={`history-${targetType}-${targetId}`}
          className="text-base font-semibold text-zinc-900 dark:text-zinc-100"
        >
          History
        </h2>
        <Link
          to={href('audit', { target: `${targetType}:${targetId}` })}
          className="text-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          In the audit log
        </Link>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-zinc-500 dark:text-zinc-400">No recorded changes.</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-2 text-zinc-700 dark:text-zinc-300">
              <DateTime iso={e.at} />
              <span className="font-medium text-zinc-900 dark:text-zinc-100">
                {auditActionLabel(e.action)}
              </span>
              <span>
                by <bdi>{auditActor(e)}</bdi>
              </span>
              {auditSummary(e) && (
                <span className="text-zinc-500 dark:text-zinc-400">
                  · <bdi className="wrap-anywhere">{auditSummary(e)}</bdi>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <ShowMore
        className="mt-2"
        align="start"
        label="Show older"
        size="sm"
        variant="ghost"
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </section>
  );
}
