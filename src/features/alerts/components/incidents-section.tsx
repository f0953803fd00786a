import { useQuery } from '@tanstack/react-query';
import { alertStates, type AlertIncident, type AlertState } from '@/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { FilterBar, FilterRow } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { CheckCircleIcon } from '@/components/ui/icons';
import { alertQueries } from '../api/alert-queries';
import { IncidentTable } from './incident-table';

const stateOptions = [
  { value: '', label: 'Any state' },
  { value: 'firing', label: 'Firing' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'closed', label: 'Closed' },
] as const;

const isState = (s: string): s is AlertState => (alertStates as readonly string[]).includes(s);

/** Firing first, then the newest. */
const firingFirst = (incidents: readonly AlertIncident[]) =>
  [...incidents].sort(
    (a, b) =>
      Number(b.state === 'firing') - Number(a.state === 'firing') ||
      Date.parse(b.started_at) - Date.parse(a.started_at),
  );

export function IncidentsSection({
  state,
  onState,
  openId,
  onToggle,
}: {
  state: string;
  onState: (state: string) => void;
  openId: number | null;
  onToggle: (incident: AlertIncident) => void;
}) {
  const filter = isState(state) ? state : undefined;
  const { data, error, isPending, isPlaceholderData, refetch, isFetching } = useQuery(
    alertQueries.incidents(filter),
  );
  return (
    <section aria-labelledby="incidents-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="incidents-heading" className="text-base font-semibold">
          Incidents
          {data && data.firing_total > 0 && (
            <span className="ml-2 text-sm font-normal text-red-700 dark:text-red-300">
              {data.firing_total} firing now
            </span>
          )}
        </h2>
        <FilterBar label="Incident filters">
          <FilterRow>
            <FilterSelect
              label="State"
              value={filter ?? ''}
              onChange={onState}
              options={stateOptions}
              invalid={state !== '' && !filter}
            />
          </FilterRow>
        </FilterBar>
      </div>
      <IncidentTable
        incidents={error ? [] : firingFirst(data?.incidents ?? [])}
        openId={openId}
        onToggle={onToggle}
        loading={isPending}
        busy={isPlaceholderData}
        error={
          error ? (
            <ErrorState
              error={error}
              title="Couldn't load the incidents"
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : undefined
        }
        empty={
          <EmptyState
            icon={<CheckCircleIcon size={6} />}
            title={filter ? `No ${filter} incidents` : 'No incidents yet'}
            description={
              filter === 'firing'
                ? 'Nothing is firing right now.'
                : 'When a rule fires, its incident shows here with everyone it told.'
            }
          />
        }
      />
      {data?.next_cursor && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Showing the newest {data.incidents.length}; filter by state to see others.
        </p>
      )}
    </section>
  );
}
