import { useQuery } from '@tanstack/react-query';
import { auditActions } from '@/contract';
import { Button } from '@/components/ui/button';
import { DayRangeInputs } from '@/components/ui/day-range-inputs';
import { filterControlClasses, FilterBar, FilterRow } from '@/components/ui/filter-bar';
import { FilterSelect, filterOptions } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { auditActionLabel } from '@/lib/audit-labels';
import { useExtension } from '@/lib/capabilities';
import { keyQueries } from '@/lib/key-list-query';
import { auditFilterDefaults, type AuditFilterState } from '../audit-filters';

const targetTypes = [
  { value: '', label: 'Anything' },
  { value: 'suppression', label: 'Suppressions' },
  { value: 'webhook', label: 'Webhooks' },
  { value: 'key', label: 'API keys' },
];

const actionOptions = filterOptions('Any action', auditActions, auditActionLabel);

/** Every filter lives in the URL: a filtered view is a link support can share. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilterState;
  onChange: (patch: Partial<AuditFilterState>) => void;
}) {
  const { data: keys } = useQuery(keyQueries.list());
  const [targetType = '', targetId = ''] = filters.target.split(':');
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
            value={filters.q}
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
          value={filters.action}
          onChange={(action) => onChange({ action })}
          options={actionOptions}
        />
        <FilterSelect
          id="audit-key"
          label="Key"
          value={filters.key}
          onChange={(key) => onChange({ key })}
          options={[
            { value: '', label: 'Any key' },
            ...(keys?.keys.map((k) => ({ value: String(k.id), label: `${k.name} (…${k.key_hint})` })) ?? []),
          ]}
        />
        <FilterSelect
          id="audit-target"
          label="Target"
          value={targetType}
          onChange={(type) => onChange({ target: type ? `${type}:${targetId}` : '' })}
          options={targetTypes}
          addon={
            targetType && (
              <input
                aria-label="Target id"
                placeholder="id"
                inputMode="numeric"
                className={filterControlClasses('md', 'w-20')}
                value={targetId}
                onChange={(e) => onChange({ target: `${targetType}:${e.target.value.trim()}` })}
              />
            )
          }
        />
        <DayRangeInputs
          ids={['audit-from', 'audit-to']}
          from={filters.from}
          to={filters.to}
          onFrom={(from) => onChange({ from })}
          onTo={(to) => onChange({ to })}
        />
        <Button
          variant="ghost"
          disabled={!Object.values(filters).some(Boolean)}
          onClick={() => onChange(auditFilterDefaults)}
        >
          Clear filters
        </Button>
      </FilterRow>
    </FilterBar>
  );
}
