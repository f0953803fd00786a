import { Link } from '@/components/ui/link';
import { alertMetricLabel, type AlertIncident } from '@/contract';
import { Button } from '@/components/ui/button';
import { DataTable, type Column, type TableStatus } from '@/components/ui/data-table/data-table';
import { DateTime } from '@/components/ui/date-time';
import { incidentDrilldownHref } from '../lib/drilldown';
import { scopeText, valueVsThreshold, volumeText, windowText } from '../lib/incident-text';
import { IncidentDetails } from './incident-details';
import { IncidentStateBadge } from './incident-state-badge';

const linkClass =
  'font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300';

interface IncidentTableProps {
  incidents: readonly AlertIncident[];
  /** The incident whose details are open (`?incident=` in the URL). */
  openId: number | null;
  onToggle: (incident: AlertIncident) => void;
  status: TableStatus;
}

export function IncidentTable({ incidents, openId, onToggle, status }: IncidentTableProps) {
  const columns: Column<AlertIncident>[] = [
    {
      id: 'rule',
      header: 'Rule',
      rowHeader: true,
      phone: 'title',
      cell: (i) => (
        <span className="flex flex-col">
          <span className="font-medium">{i.rule_name}</span>
          <span className="text-xs text-zinc-600 dark:text-zinc-400">{alertMetricLabel(i.metric)}</span>
        </span>
      ),
    },
    { id: 'state', header: 'State', cell: (i) => <IncidentStateBadge state={i.state} /> },
    { id: 'scope', header: 'Scope', cell: (i) => scopeText(i.scope_label) },
    {
      id: 'value',
      header: 'Value at opening',
      cell: (i) => <span className="whitespace-nowrap tabular-nums">{valueVsThreshold(i)}</span>,
    },
    {
      id: 'volume',
      header: 'Volume at opening',
      hideBelow: 'lg',
      cell: (i) => <span className="whitespace-nowrap tabular-nums">{volumeText(i.metric, i.volume)}</span>,
    },
    { id: 'window', header: 'Window', hideBelow: 'lg', cell: (i) => windowText(i.window_minutes) },
    {
      id: 'when',
      header: 'Started / ended',
      cell: (i) => (
        <span className="flex flex-col">
          <DateTime iso={i.started_at} />
          {i.resolved_at && (
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {i.state === 'closed' ? 'closed ' : 'resolved '}
              <DateTime iso={i.resolved_at} />
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      phone: 'bare',
      cell: (i, { tabIndex }) => {
        const href = incidentDrilldownHref(i);
        return (
          <span className="flex flex-wrap items-center justify-end gap-2">
            {href && (
              <Link
                to={href}
                tabIndex={tabIndex}
                aria-label={`Activity log for ${i.rule_name}`}
                className={linkClass}
              >
                Activity log
              </Link>
            )}
            <Button
              size="sm"
              variant="ghost"
              tabIndex={tabIndex}
              aria-expanded={openId === i.id}
              aria-label={`Details of ${i.rule_name}`}
              onClick={() => onToggle(i)}
            >
              {openId === i.id ? 'Hide' : 'Details'}
            </Button>
          </span>
        );
      },
    },
  ];
  return (
    <DataTable
      label="Incidents"
      columns={columns}
      rows={incidents}
      status={status}
      onOpen={onToggle}
      focusKey={openId === null ? undefined : String(openId)}
      rowClassName={(i) =>
        i.id === openId
          ? 'bg-indigo-50/70 dark:bg-indigo-500/10'
          : i.state === 'firing'
            ? 'bg-red-50/40 dark:bg-red-950/20'
            : undefined
      }
      detail={(i) =>
        i.id === openId ? { id: `incident-${i.id}-details`, content: <IncidentDetails incident={i} /> } : null
      }
    />
  );
}
