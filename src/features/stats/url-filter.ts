import type { FullState } from '@/lib/page-state/page-state';
import type { statsPageState } from '@/lib/page-state/stats';
import { resolveRange, type CompareMode, type RangeResult } from './range';

/** The page's URL state as read (src/lib/page-state/stats.ts): a value it could not read is gone. */
export type StatsUrlState = FullState<typeof statsPageState.shape, typeof statsPageState.defaults>;

export interface StatsUrlFilter {
  range: RangeResult;
  domainId: number | undefined;
  compare: CompareMode;
}

/** The range and domain a URL asks for: a pure function, so the page's data can load before it renders. */
export function readStatsFilter(state: StatsUrlState, today: string): StatsUrlFilter {
  return { range: resolveRange(state, today), domainId: state.domain_id, compare: state.compare };
}
