import { useQuery } from '@tanstack/react-query';
import {
  bounceClasses,
  bounceSides,
  mailboxProviders,
  messageEventTypes,
  messageStatuses,
  messageStreams,
} from '@/contract';
import { Button } from '@/components/ui/button';
import { DayRangeInputs } from '@/components/ui/day-range-inputs';
import { FilterBar, FilterRow } from '@/components/ui/filter-bar';
import { FilterSelect, filterOptions } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { useExtension } from '@/lib/capabilities';
import { cn } from '@/lib/cn';
import { bounceClassLabels, bounceSideLabels } from '@/lib/labels/bounce-labels';
import { providerLabels } from '@/lib/labels/provider-labels';
import { streamLabels } from '@/lib/labels/stream-labels';
import { domainQueries } from '@/lib/domain-queries';
import { keyQueries } from '@/lib/key-list-query';
import { useCan } from '@/lib/permissions';
import { eventTypeLabels } from '../lib/event-meta';
import type { StatePatch } from '@/lib/page-state/page-state';
import { activityRanges, type messagesPageState } from '@/lib/page-state/messages';
import { urlValue } from '@/lib/page-state/url-value';
import { activityKeys, hasExactTimes, rangePresets, type ActivityState } from '../lib/activity-filters';
import { ExactTimes } from './exact-times';
import { statusMeta } from '../lib/message-status';

export type ActivityPatch = StatePatch<typeof messagesPageState.shape>;

interface ActivityFilterBarProps {
  state: ActivityState;
  onChange: (patch: ActivityPatch) => void;
}

/** A select's choice among known values ('' or anything else: none). */
const oneOf = <T extends string>(known: readonly T[], value: string) => known.find((k) => k === value);
/** A one-value select over a list filter: the choice as the list, or nothing. */
const asList = <T extends string>(known: readonly T[], value: string) => {
  const one = oneOf(known, value);
  return one ? [one] : null;
};

/** The `system` filter: Relaydesk's own notices (alert emails) are hidden unless asked for. */
const systemOptions = [
  { value: '', label: 'Hidden' },
  { value: 'include', label: 'Shown too' },
  { value: 'only', label: 'Only these' },
];

/**
 * The filters the phone's collapsed bar counts one each (statuses count one per status; a custom
 * range's days are its range; the cursor is paging).
 */
const countedAlone: ReadonlySet<string> = new Set(
  activityKeys.filter((k) => !['status', 'since', 'until', 'cursor'].includes(k)),
);

/** A search writes to the URL once typing pauses this long; the list asks at three characters. */
const searchPauseMs = 300;

/** Every filter of the activity log; each change lands in the URL and starts again at the newest page. */
export function ActivityFilterBar({ state, onChange }: ActivityFilterBarProps) {
  const domains = useQuery(domainQueries.list());
  // Shown until the service is known not to filter by them (each is detected on its own).
  const byClass = useExtension('listMessages.bounce_class', 'try');
  const bySide = useExtension('listMessages.bounce_side', 'try');
  const byProvider = useExtension('listMessages.provider', 'try');
  const bySystem = useExtension('listMessages.system', 'try');
  const byKey = useExtension('listMessages.api_key_id', 'try');
  const byStream = useExtension('listMessages.stream', 'try');
  // Shown once a link (a key-volume incident) sets it, the key named where the signed-in key may
  // read keys (admin), else by its id; the first render asks for nothing more.
  const canReadKeys = useCan('keys.read');
  const keyId = state.api_key_id;
  const keys = useQuery({ ...keyQueries.list(), enabled: byKey && canReadKeys && keyId !== undefined });
  const set = (patch: ActivityPatch) => onChange({ ...patch, cursor: null });
  const statuses = new Set<string>(state.status);
  const toggle = (status: string) => {
    const next = new Set(statuses);
    if (next.has(status)) next.delete(status);
    else next.add(status);
    set({ status: messageStatuses.filter((s) => next.has(s)) });
  };

  // A control's id and shown value, for the URL key it writes.
  const id = (key: keyof ActivityState) => `activity-${key.replace('_', '-')}`;
  const shown = (key: keyof ActivityState) => ({ id: id(key), value: urlValue(state[key]) ?? '' });
  const search = (key: 'recipient' | 'subject' | 'id_prefix') => ({
    ...shown(key),
    onSearch: (value: string) => set({ [key]: value }),
    pauseMs: searchPauseMs,
  });

  const inUse =
    statuses.size +
    activityKeys.filter((k) => countedAlone.has(k) && urlValue(state[k]) !== undefined).length;

  return (
    <FilterBar label="Filters" phoneCollapse={{ active: inUse }}>
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
      <FilterRow>
        <SearchInput
          label="Recipient"
          placeholder="ann@globex.io, @globex.io or part of it"
          {...search('recipient')}
          className="flex-1 basis-48"
        />
        <SearchInput
          label="Subject contains"
          placeholder="Order #"
          {...search('subject')}
          className="flex-1 basis-48"
        />
        {state.id_prefix && (
          // Shown once set (the lookup box puts an ID's start here); cleared, it goes away again.
          <SearchInput
            label="Message ID starts with"
            placeholder="0b7e3f52"
            {...search('id_prefix')}
            className="basis-40"
          />
        )}
        <FilterSelect
          label="Has event"
          {...shown('event')}
          onChange={(v) => set({ event: asList(messageEventTypes, v) })}
          options={filterOptions('Any event', messageEventTypes, eventTypeLabels)}
        />
        {domains.data && (
          <FilterSelect
            label="Sending domain"
            {...shown('domain')}
            onChange={(v) => set({ domain: v ? Number(v) : null })}
            options={[
              { value: '', label: 'Any domain' },
              ...domains.data.map((d) => ({ value: String(d.id), label: d.name })),
            ]}
          />
        )}
        {byClass && (
          <FilterSelect
            label="Failure class"
            {...shown('bounce_class')}
            onChange={(v) => set({ bounce_class: asList(bounceClasses, v) })}
            options={filterOptions('Any class', bounceClasses, bounceClassLabels)}
          />
        )}
        {bySide && (
          <FilterSelect
            label="Whose side"
            {...shown('bounce_side')}
            onChange={(v) => set({ bounce_side: asList(bounceSides, v) })}
            options={filterOptions('Any side', bounceSides, bounceSideLabels)}
          />
        )}
        {byProvider && (
          <FilterSelect
            label="Provider"
            {...shown('provider')}
            onChange={(v) => set({ provider: asList(mailboxProviders, v) })}
            options={filterOptions('Any provider', mailboxProviders, providerLabels)}
          />
        )}
        {byStream && (
          <FilterSelect
            label="Stream"
            {...shown('stream')}
            onChange={(v) => set({ stream: oneOf(messageStreams, v) ?? null })}
            options={filterOptions('Any stream', messageStreams, streamLabels)}
          />
        )}
        {byKey && keyId !== undefined && (
          <FilterSelect
            label="Sent with key"
            {...shown('api_key_id')}
            onChange={(v) => set({ api_key_id: v ? Number(v) : null })}
            options={keyOptions(keys.data?.keys ?? [], String(keyId))}
          />
        )}
        {bySystem && (
          // Quiet by design: Relaydesk's own alert emails are not the customer's mail.
          <FilterSelect
            label="Relaydesk notifications"
            {...shown('system')}
            onChange={(v) => set({ system: oneOf(['include', 'only'] as const, v) ?? null })}
            options={systemOptions}
          />
        )}
        <FilterSelect
          id="activity-range"
          label="Created"
          value={state.range ?? ''}
          onChange={(v) => set({ range: oneOf(activityRanges, v) ?? null, since: null, until: null })}
          options={rangePresets}
        />
        {hasExactTimes(state) ? (
          <ExactTimes since={state.since ?? ''} until={state.until ?? ''} onWholeDays={set} />
        ) : (
          state.range === 'custom' && (
            <DayRangeInputs
              ids={['activity-since', 'activity-until']}
              from={state.since ?? ''}
              to={state.until ?? ''}
              onFrom={(since) => set({ since })}
              onTo={(until) => set({ until })}
            />
          )
        )}
      </FilterRow>
    </FilterBar>
  );
}

/** Every key by name, and the chosen one by its id when it cannot be named (not readable, or gone). */
function keyOptions(keys: readonly { id: number; name: string }[], chosen: string) {
  const options = [
    { value: '', label: 'Any key' },
    ...keys.map((k) => ({ value: String(k.id), label: k.name })),
  ];
  if (chosen && !keys.some((k) => String(k.id) === chosen))
    options.push({ value: chosen, label: `Key ${chosen}` });
  return options;
}

export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button size="sm" variant="ghost" onClick={onClear}>
      Clear filters
    </Button>
  );
}
