import { useQuery } from '@tanstack/react-query';
import { auditActions, auditTargetTypes, type AuditTargetType } from '@/contract';
import { Button } from '@/components/ui/button';
import { DayRangeInputs } from '@/components/ui/day-range-inputs';
import { filterControlClasses, FilterBar, FilterRow } from '@/components/ui/filter-bar';
import { FilterSelect, filterOptions } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { auditActionLabel } from '@/lib/audit-labels';
import { useExtension } from '@/lib/capabilities';
import { keyQueries } from '@/lib/key-list-query';
import type { StatePatch } from '@/lib/page-state/page-state';
import type { auditPageState, AuditPageState } from '@/lib/page-state/audit';
import { urlValue } from '@/lib/page-state/url-value';
import { auditTarget } from '../audit-filters';
import { PersonFilter } from './person-filter';

/** Every target type the contract names: a record means a new type is a compile error here. */
const targetTypeLabels: Record<AuditTargetType, string> = {
  suppression: 'Suppressions',
  webhook: 'Webhooks',
  key: 'API keys',
  alert_rule: 'Alert rules',
  domain: 'Sending domains',
  person: 'People',
  sign_in_settings: 'Sign-in settings',
};
const targetOptions = filterOptions('Anything', auditTargetTypes, targetTypeLabels);
const clearAll = {
  q: null,
  action: null,
  key: null,
  person: null,
  target: null,
  from: null,
  to: null,
} satisfies Required<StatePatch<typeof auditPageState.shape>>;

const actionOptions = filterOptions('Any action', auditActions, auditActionLabel);

/** Every filter lives in the URL: a filtered view is a link support can share. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditPageState;
  onChange: (patch: StatePatch<typeof auditPageState.shape>) => void;
}) {
  const { data: keys } = useQuery(keyQueries.list());
  const target = auditTarget(filters.target);
  // A service whose log cannot be searched keeps its other filters; the box says why it is gone.
  const searchable = useExtension('listAuditLog.q', 'try');
  return (
    <FilterBar label="Filter the audit log" className="mb-5">
      <FilterRow>
        {searchable ? (
          <SearchInput
            label="Search the audit log"
            hideLabel
            placeholder="Address, webhook URL, key or rule name"
            value={filters.q ?? ''}
            onSearch={(q) => onChange({ q })}
            className="w-full sm:max-w-xs sm:flex-1"
          />
        ) : (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">
            This service&apos;s audit log has no search.
          </p>
        )}
        <FilterSelect
          id="audit-action"
          label="Action"
          value={urlValue(filters.action) ?? ''}
          onChange={(v) => {
            const action = auditActions.find((a) => a === v);
            onChange({ action: action ? [action] : null });
          }}
          options={actionOptions}
        />
        <FilterSelect
          id="audit-key"
          label="Key"
          value={urlValue(filters.key) ?? ''}
          onChange={(key) => onChange({ key: key ? Number(key) : null })}
          options={[
            { value: '', label: 'Any key' },
            ...(keys?.keys.map((k) => ({ value: String(k.id), label: `${k.name} (…${k.key_hint})` })) ?? []),
          ]}
        />
        <PersonFilter value={filters.person} onChange={(person) => onChange({ person })} />
        <FilterSelect
          id="audit-target"
          label="Target"
          value={target.type}
          onChange={(v) => {
            const type = auditTargetTypes.find((t) => t === v);
            onChange({ target: type && (target.id ? `${type}:${target.id}` : type) });
          }}
          options={targetOptions}
          addon={
            target.type && (
              <input
                aria-label="Target id"
                placeholder="id"
                inputMode="numeric"
                className={filterControlClasses('md', 'w-20')}
                value={target.id}
                onChange={(e) => {
                  const id = e.target.value.trim();
                  if (target.type) onChange({ target: id ? `${target.type}:${id}` : target.type });
                }}
              />
            )
          }
        />
        <DayRangeInputs
          ids={['audit-from', 'audit-to']}
          from={filters.from ?? ''}
          to={filters.to ?? ''}
          onFrom={(from) => onChange({ from })}
          onTo={(to) => onChange({ to })}
        />
        <Button
          variant="ghost"
          disabled={!Object.values(filters).some((v) => urlValue(v) !== undefined)}
          onClick={() => onChange(clearAll)}
        >
          Clear filters
        </Button>
      </FilterRow>
    </FilterBar>
  );
}
