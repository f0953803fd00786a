import { useInfiniteQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/layout/page-header';
import { ShowMore } from '@/components/ui/pager';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { InboxIcon } from '@/components/ui/icons';
import { auditQueries } from '@/lib/audit-queries';
import { useExtension, useExtensionRefused } from '@/lib/capabilities';
import { endpointLabel } from '@/lib/call-endpoint';
import { usePageState } from '@/lib/page-state/page-state';
import { auditPageState } from '@/lib/page-state/audit';
import { urlValue } from '@/lib/page-state/url-value';
import { toAuditQuery } from '../audit-filters';
import { auditPageMeta } from '../page-meta';
import { AuditFilterBar } from './audit-filter-bar';
import { AuditTable } from './audit-table';
import { formatNumber } from '@/lib/format';

function NoChanges({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      className="border-none"
      icon={<InboxIcon size={6} />}
      title={filtered ? 'No changes match these filters' : 'No changes yet'}
      description={
        filtered
          ? 'Widen the date range or clear a filter.'
          : 'Changes made through the API appear here as they happen.'
      }
    />
  );
}

export function AuditPage() {
  const [filters, update] = usePageState(auditPageState);
  // Once the service has refused the search, the log is asked without it (the bar says so).
  const searchable = useExtension('listAuditLog.q', 'try');
  const byPerson = useExtension('listAuditLog.person_id', 'try');
  const asked = {
    ...filters,
    ...(searchable ? {} : { q: undefined }),
    ...(byPerson ? {} : { person: undefined }),
  };
  const query = useInfiniteQuery(auditQueries.list(toAuditQuery(asked)));
  const unsupported = useExtensionRefused('listAuditLog');
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = Object.values(filters).some((v) => urlValue(v) !== undefined);
  return (
    <>
      <PageHeader {...auditPageMeta} />
      {!unsupported && <AuditFilterBar filters={filters} onChange={update} />}
      {unsupported ? (
        <EmptyState
          icon={<InboxIcon size={6} />}
          title="This service keeps no audit log"
          description={`Its API has no ${endpointLabel('listAuditLog')}. Changes still work; they are just not recorded here.`}
        />
      ) : (
        <>
          <AuditTable
            entries={entries}
            status={queryStatus(query, {
              loadingLabel: 'Loading the audit log…',
              errorTitle: "Couldn't load the audit log",
              empty: <NoChanges filtered={filtered} />,
            })}
          />
          {entries.length > 0 && (
            <ShowMore
              className="mt-4"
              label="Show older changes"
              hasMore={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onMore={() => void query.fetchNextPage()}
              status={
                query.hasNextPage
                  ? undefined
                  : entries.length === 1
                    ? 'That is the only change.'
                    : `All ${formatNumber(entries.length)} changes shown.`
              }
            />
          )}
          {query.error && entries.length > 0 && (
            <ErrorState error={query.error} title="Couldn't load older changes" className="mt-4" />
          )}
        </>
      )}
    </>
  );
}
