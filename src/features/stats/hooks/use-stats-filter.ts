import { useCallback } from 'react';
import { bounceGroupings, type BounceGrouping } from '@/contract';
import { useUrlState } from '@/lib/url-state';
import { utcToday, type CompareMode, type DayRange } from '../range';
import { readStatsFilter, statsUrlDefaults, type StatsUrlFilter } from '../url-filter';

export type DailyView = 'chart' | 'table';

export interface StatsFilterState extends StatsUrlFilter {
  today: string;
  /** The domain filter as the URL has it (may be anything a person typed). */
  domainParam: string;
  view: DailyView;
  failuresBy: BounceGrouping;
  setFailuresBy: (by: BounceGrouping) => void;
  setRange: (range: DayRange) => void;
  setDomain: (id: string | null) => void;
  setView: (view: DailyView) => void;
  setCompare: (mode: CompareMode) => void;
  resetRange: () => void;
}

/** The page's filter lives in the URL (`?from=&to=&domain_id=&view=&compare=&failures_by=`), so a link shows the same view. */
export function useStatsFilter(): StatsFilterState {
  const [state, update] = useUrlState(statsUrlDefaults);
  const today = utcToday();
  const { range, domainId, domainError, compare } = readStatsFilter(state, today);

  const setRange = useCallback((next: DayRange) => update({ from: next.from, to: next.to }), [update]);
  const setDomain = useCallback((id: string | null) => update({ domain_id: id }), [update]);
  const setView = useCallback((view: DailyView) => update({ view }, { replace: true }), [update]);
  const setCompare = useCallback(
    (mode: CompareMode) => update({ compare: mode === 'previous' ? null : mode }),
    [update],
  );
  const resetRange = useCallback(() => update({ from: null, to: null }), [update]);
  const setFailuresBy = useCallback(
    (by: BounceGrouping) => update({ failures_by: by }, { replace: true }),
    [update],
  );
  const failuresBy = (bounceGroupings as readonly string[]).includes(state.failures_by)
    ? (state.failures_by as BounceGrouping)
    : 'class';

  return {
    today,
    range,
    domainParam: state.domain_id,
    domainId,
    domainError,
    compare,
    view: state.view === 'table' ? 'table' : 'chart',
    failuresBy,
    setFailuresBy,
    setRange,
    setDomain,
    setView,
    setCompare,
    resetRange,
  };
}
