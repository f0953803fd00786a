import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { alertStates, type AlertIncident, type AlertState } from '@/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { queryStatus } from '@/components/ui/data-table/query-status';
import { FilterBar, FilterRow } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { ShowMore } from '@/components/ui/pager';
import { CheckCircleIcon } from '@/components/ui/icons';
import { isNotFound } from '@/lib/capabilities';
import { alertQueries } from '../api/alert-queries';
import { mergeIncidentPages } from '../lib/incident-pages';
import { IncidentTable } from './incident-table';
import { formatNumber } from '@/lib/format';

const stateOptions = [
  { value: '', label: 'Any state' },
  { value: 'firing', label: 'Firing' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const;

function NoIncidents({ filter }: { filter: AlertState | undefined }) {
  return (
    <EmptyState
      icon={<CheckCircleIcon size={6} />}
      title={filter ? `No ${filter} incidents` : 'No incidents yet'}
      description={
        filter === 'firing'
          ? 'Nothing is firing right now.'
          : 'When a rule fires, its incident shows here with everyone it told.'
      }
    />
  );
}

export function IncidentsSection({
  state,
  onState,
  openId,
  onToggle,
}: {
  /** Read by the page state: a value it does not know never arrives here. */
  state: AlertState | undefined;
  onState: (state: AlertState | undefined) => void;
  openId: number | null;
  onToggle: (incident: AlertIncident) => void;
}) {
  const filter = state;
  const query = useInfiniteQuery(alertQueries.incidentPages(filter));
  const { data, error, isPending, refetch, isFetching } = query;
  const listed = mergeIncidentPages(data?.pages ?? []);
  // A link to an incident on a page not loaded yet (an old one, from a banner or a message) reads it
  // alone and shows it on top; once its page loads, it takes its place in the list.
  const linkedMissing = openId !== null && !isPending && !listed.some((i) => i.id === openId);
  const linked = useQuery({ ...alertQueries.incident(openId ?? 0), enabled: linkedMissing });
  const incidents = linkedMissing && linked.data ? [linked.data, ...listed] : listed;
  // Every page carries the count across every rule; the newest answer is the first page's.
  const firingTotal = data?.pages[0]?.firing_total ?? 0;
  return (
    <section aria-labelledby="incidents-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="incidents-heading" className="text-base font-semibold">
          Incidents
          {firingTotal > 0 && (
            <span className="ml-2 text-sm font-normal text-red-700 dark:text-red-300">
              {formatNumber(firingTotal)} firing now
            </span>
          )}
        </h2>
        <FilterBar label="Incident filters">
          <FilterRow>
            <FilterSelect
              label="State"
              value={filter ?? ''}
              onChange={(v) => onState(alertStates.find((s) => s === v))}
              options={stateOptions}
            />
          </FilterRow>
        </FilterBar>
      </div>
      <IncidentTable
        incidents={incidents}
        openId={openId}
        onToggle={onToggle}
        status={queryStatus(query, {
          loadingLabel: 'Loading incidents…',
          errorTitle: "Couldn't load the incidents",
          empty: <NoIncidents filter={filter} />,
        })}
      />
      {linkedMissing && linked.error && (
        <QueryErrorState
          query={linked}
          title={
            isNotFound(linked.error)
              ? `Incident ${openId} is not among the incidents shown`
              : `Couldn't open incident ${openId}`
          }
        />
      )}
      <ShowMore
        hasMore={query.hasNextPage && !query.isFetchNextPageError}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
      {error && incidents.length > 0 && (
        // Pages already shown stay: only the next one (or a refresh) failed.
        <ErrorState
          error={error}
          title={
            query.isFetchNextPageError ? "Couldn't load more incidents" : "Couldn't refresh the incidents"
          }
          onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : refetch())}
          retrying={isFetching}
        />
      )}
    </section>
  );
}
