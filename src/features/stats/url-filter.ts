import { idParamSchema } from '@/contract';
import { resolveRange, type CompareMode, type RangeResult } from './range';

/** Empty means "the default": the last 30 days, every domain, the charts, the previous period. */
export const statsUrlDefaults = {
  from: '',
  to: '',
  domain_id: '',
  view: 'chart',
  compare: 'previous',
  /** What "Why mail failed" breaks the failures down by: class (default), provider or recipient_domain. */
  failures_by: 'class',
};
type StatsUrlState = Record<keyof typeof statsUrlDefaults, string>;

export interface StatsUrlFilter {
  range: RangeResult;
  domainId: number | undefined;
  /** A domain_id that is not a positive integer: shown as an error, never sent. */
  domainError: string | null;
  /** Anything but `year` in the URL compares with the previous period. */
  compare: CompareMode;
}

function parseDomain(value: string): { id: number | undefined; error: string | null } {
  if (!value) return { id: undefined, error: null };
  // The service's own rule for the parameter, so what is shown as valid is what it accepts.
  const parsed = idParamSchema.safeParse(value);
  return parsed.success
    ? { id: parsed.data, error: null }
    : { id: undefined, error: `The domain ID “${value}” is not a positive whole number in plain digits.` };
}

/** The range and domain a URL asks for: a pure function, so the page's data can load before it renders. */
export function readStatsFilter(state: StatsUrlState, today: string): StatsUrlFilter {
  const domain = parseDomain(state.domain_id.trim());
  return {
    range: resolveRange(state, today),
    domainId: domain.id,
    domainError: domain.error,
    compare: state.compare === 'year' ? 'year' : 'previous',
  };
}
