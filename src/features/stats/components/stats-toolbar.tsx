import { FilterBar, FilterRow } from '@/components/ui/filter-bar';
import type { StatsFilterState } from '../hooks/use-stats-filter';
import { CompareChoice } from './compare-choice';
import { DomainFilter } from './domain-filter';
import { RangePicker } from './range-picker';
import { StreamChoice } from './stream-choice';
import { cardClasses } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The page's filter: which UTC days, which domain, which stream, compared with what. All of it lives in the URL. */
export function StatsToolbar({ filter }: { filter: StatsFilterState }) {
  const { range } = filter;
  return (
    <FilterBar
      label="Statistics filter"
      className={cn(cardClasses({ tone: 'muted', padding: 'none' }), 'px-4 py-3')}
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
          <DomainFilter value={filter.domainId} onChange={filter.setDomain} />
          <StreamChoice value={filter.stream} onChange={filter.setStream} />
          <CompareChoice value={filter.compare} onChange={filter.setCompare} />
        </FilterRow>
      </FilterRow>
    </FilterBar>
  );
}
