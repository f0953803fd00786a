import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AuditTargetType } from '@/contract';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { auditActionLabel, auditActor, auditSummary } from '@/lib/audit-labels';
import { auditQueries } from '@/lib/audit-queries';
import { useCapability } from '@/lib/capabilities';

/**
 * "Who changed this, and when": the audit entries of one suppression or webhook, newest first.
 * Renders nothing on a service without the audit log, or until it has answered.
 */
export function HistorySection({ targetType, targetId }: { targetType: AuditTargetType; targetId: number }) {
  const filters = { target_type: targetType, target_id: String(targetId), limit: 10 };
  const query = useInfiniteQuery(auditQueries.list(filters));
  const offered = useCapability('listAuditLog');
  if (query.isPending || query.error || offered === false) return null;
  const entries = query.data.pages.flatMap((p) => p.entries);
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
          to={`/audit?target=${targetType}:${targetId}`}
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
                  · <bdi className="break-all">{auditSummary(e)}</bdi>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage && (
        <Button
          size="sm"
          variant="ghost"
          className="mt-2"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show older
        </Button>
      )}
    </section>
  );
}
