import { FilterBar, FilterRow } from '@/components/ui/filter-bar';
import type { StatsFilterState } from '../hooks/use-stats-filter';
import { CompareChoice } from './compare-choice';
import { DomainFilter } from './domain-filter';
import { RangePicker } from './range-picker';

/** The page's filter: which UTC days, which domain, compared with what. All of it lives in the URL. */
export function StatsToolbar({ filter }: { filter: StatsFilterState }) {
  const { range } = filter;
  return (
    <FilterBar
      label="Statistics filter"
      className="rounded-xl border border-zinc-200 bg-zinc-50/60 px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900/40"
    >
      <FilterRow justify="between">
        <RangePicker
          today={filter.today}
          from={range.from}
          to={range.to}
          invalid={!range.ok}
          onChange={filter.setRange}
        />
        <FilterRow>
          <DomainFilter
            value={filter.domainParam}
            invalid={filter.domainError !== null}
            onChange={filter.setDomain}
          />
          <CompareChoice value={filter.compare} onChange={filter.setCompare} />
        </FilterRow>
      </FilterRow>
    </FilterBar>
  );
}
