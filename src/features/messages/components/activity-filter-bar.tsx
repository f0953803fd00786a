import { useQuery } from '@tanstack/react-query';
import { messageEventTypes, messageStatuses } from '@/contract';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { domainQueries } from '@/lib/domain-queries';
import { eventTypeLabels } from '../lib/event-meta';
import { rangePresets, type ActivityUrlState } from '../lib/activity-filters';
import { statusMeta } from '../lib/message-status';
import { ActivitySearchInput } from './activity-search-input';

interface ActivityFilterBarProps {
  state: ActivityUrlState;
  onChange: (patch: Partial<ActivityUrlState>) => void;
}

const select = cn(inputClasses, 'h-9 w-auto pr-8');
const caption = 'text-xs font-medium text-zinc-600 dark:text-zinc-400';

/** Every filter of the activity log; each change lands in the URL and starts again at the newest page. */
export function ActivityFilterBar({ state, onChange }: ActivityFilterBarProps) {
  const domains = useQuery(domainQueries.list());
  const set = (patch: Partial<ActivityUrlState>) => onChange({ ...patch, cursor: '' });
  const statuses = new Set(state.status.split(',').filter(Boolean));
  const toggle = (status: string) => {
    const next = new Set(statuses);
    if (next.has(status)) next.delete(status);
    else next.add(status);
    set({ status: messageStatuses.filter((s) => next.has(s)).join(',') });
  };

  return (
    <section aria-label="Filters" className="flex flex-col gap-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-1.5">
        {messageStatuses.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={statuses.has(s)}
            onClick={() => toggle(s)}
            className={cn(
              'h-7 rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
              statuses.has(s)
                ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-500'
                : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300',
            )}
          >
            {statusMeta[s].label}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <ActivitySearchInput
          id="activity-recipient"
          label="Recipient"
          placeholder="ann@globex.io, @globex.io or part of it"
          value={state.recipient}
          onChange={(recipient) => set({ recipient })}
        />
        <ActivitySearchInput
          id="activity-subject"
          label="Subject contains"
          placeholder="Order #"
          value={state.subject}
          onChange={(subject) => set({ subject })}
        />
        <FilterSelect
          id="activity-event"
          label="Has event"
          value={state.event}
          onChange={(event) => set({ event })}
          options={[
            { value: '', label: 'Any event' },
            ...messageEventTypes.map((t) => ({ value: t, label: eventTypeLabels[t] })),
          ]}
        />
        {domains.data && (
          <FilterSelect
            id="activity-domain"
            label="Sending domain"
            value={state.domain}
            onChange={(domain) => set({ domain })}
            options={[
              { value: '', label: 'Any domain' },
              ...domains.data.map((d) => ({ value: String(d.id), label: d.name })),
            ]}
          />
        )}
        <FilterSelect
          id="activity-range"
          label="Created"
          value={state.range}
          onChange={(range) => set({ range, since: '', until: '' })}
          options={rangePresets}
        />
        {state.range === 'custom' && (
          <>
            <DayInput
              id="activity-since"
              label="From (UTC day)"
              value={state.since}
              onChange={(since) => set({ since })}
            />
            <DayInput
              id="activity-until"
              label="To (UTC day)"
              value={state.until}
              onChange={(until) => set({ until })}
            />
          </>
        )}
      </div>
    </section>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

function FilterSelect({ id, label, value, onChange, options }: FilterSelectProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={caption}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function DayInput(props: { id: string; label: string; value: string; onChange: (day: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className={caption}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={cn(inputClasses, 'w-auto')}
      />
    </div>
  );
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={onClear}>
      Clear filters
    </Button>
  );
}
