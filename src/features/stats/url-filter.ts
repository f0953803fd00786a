import type { MessageStream } from '@/contract';
import type { FieldGate } from '@/lib/capabilities';
import type { FullState } from '@/lib/page-state/page-state';
import type { statsPageState } from '@/lib/page-state/stats';
import { resolveRange, type CompareMode, type RangeResult } from './range';

/** The page's URL state as read (src/lib/page-state/stats.ts): a value it could not read is gone. */
export type StatsUrlState = FullState<typeof statsPageState.shape, typeof statsPageState.defaults>;

export interface StatsUrlFilter {
  range: RangeResult;
  domainId: number | undefined;
  compare: CompareMode;
  /** One stream's mail; left out where the service refuses the field (all mail is then shown). */
  stream: MessageStream | undefined;
}

/** The range and domain a URL asks for: a pure function, so the page's data can load before it renders. */
export function readStatsFilter(
  state: StatsUrlState,
  today: string,
  /** The statistics' extension fields the service has not refused (`useFieldGate('statsOverview')`). */
  usable: FieldGate = () => true,
): StatsUrlFilter {
  return {
    range: resolveRange(state, today),
    domainId: state.domain_id,
    compare: state.compare,
    stream: usable('stream') ? state.stream : undefined,
  };
}
