import { useCallback } from 'react';
import type { BounceGrouping, MessageStream } from '@/contract';
import { useFieldGate } from '@/lib/capabilities';
import { usePageState } from '@/lib/page-state/page-state';
import { statsPageState } from '@/lib/page-state/stats';
import { utcToday, type CompareMode, type DayRange } from '../range';
import { readStatsFilter, type StatsUrlFilter } from '../url-filter';

export type DailyView = 'chart' | 'table';

export interface StatsFilterState extends StatsUrlFilter {
  today: string;
  view: DailyView;
  failuresBy: BounceGrouping;
  setFailuresBy: (by: BounceGrouping) => void;
  setRange: (range: DayRange) => void;
  setDomain: (id: number | null) => void;
  setStream: (stream: MessageStream | null) => void;
  setView: (view: DailyView) => void;
  setCompare: (mode: CompareMode) => void;
  resetRange: () => void;
}

/**
 * The page's filter lives in the URL (`?from=&to=&domain_id=&stream=&view=&compare=&failures_by=`), so a
 * link shows the same view; typed page state (src/lib/page-state/stats.ts) drops what it can't read.
 */
export function useStatsFilter(): StatsFilterState {
  const [state, update] = usePageState(statsPageState);
  const today = utcToday();

  const setRange = useCallback((next: DayRange) => update({ from: next.from, to: next.to }), [update]);
  const setDomain = useCallback((id: number | null) => update({ domain_id: id }), [update]);
  const setStream = useCallback((stream: MessageStream | null) => update({ stream }), [update]);
  const usable = useFieldGate('statsOverview');
  const setView = useCallback((view: DailyView) => update({ view }, { replace: true }), [update]);
  const setCompare = useCallback((compare: CompareMode) => update({ compare }), [update]);
  const resetRange = useCallback(() => update({ from: null, to: null }), [update]);
  const setFailuresBy = useCallback(
    (by: BounceGrouping) => update({ failures_by: by }, { replace: true }),
    [update],
  );

  return {
    today,
    ...readStatsFilter(state, today, usable),
    view: state.view,
    failuresBy: state.failures_by,
    setFailuresBy,
    setRange,
    setDomain,
    setStream,
    setView,
    setCompare,
    resetRange,
  };
}
