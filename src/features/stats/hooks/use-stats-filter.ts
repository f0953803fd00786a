import { useCallback } from 'react';
import { useUrlState } from '@/lib/url-state';
import { resolveRange, utcToday, type DayRange, type RangeResult } from '../range';

/** Empty means "the default": the last 30 days, every domain, the charts. */
const urlDefaults = { from: '', to: '', domain_id: '', view: 'chart' };

export type DailyView = 'chart' | 'table';

export interface StatsFilterState {
  today: string;
  range: RangeResult;
  /** The domain filter as the URL has it (may be anything a person typed). */
  domainParam: string;
  domainId: number | undefined;
  /** A domain_id that is not a positive integer: shown as an error, never sent. */
  domainError: string | null;
  view: DailyView;
  setRange: (range: DayRange) => void;
  setDomain: (id: string | null) => void;
  setView: (view: DailyView) => void;
  resetRange: () => void;
}

function parseDomain(value: string): { id: number | undefined; error: string | null } {
  if (!value) return { id: undefined, error: null };
  const id = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0
    ? { id, error: null }
    : { id: undefined, error: `The domain ID “${value}” is not a positive whole number.` };
}

/** The page's filter lives in the URL (`?from=&to=&domain_id=&view=`), so a link shows the same view. */
export function useStatsFilter(): StatsFilterState {
  const [state, update] = useUrlState(urlDefaults);
  const today = utcToday();
  const range = resolveRange(state, today);
  const domain = parseDomain(state.domain_id.trim());

  const setRange = useCallback((next: DayRange) => update({ from: next.from, to: next.to }), [update]);
  const setDomain = useCallback((id: string | null) => update({ domain_id: id }), [update]);
  const setView = useCallback((view: DailyView) => update({ view }, { replace: true }), [update]);
  const resetRange = useCallback(() => update({ from: null, to: null }), [update]);

  return {
    today,
    range,
    domainParam: state.domain_id,
    domainId: domain.id,
    domainError: domain.error,
    view: state.view === 'table' ? 'table' : 'chart',
    setRange,
    setDomain,
    setView,
    resetRange,
  };
}
