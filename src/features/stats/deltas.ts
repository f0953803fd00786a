import { formatNumber } from '@/lib/format';
import type { Better } from './metrics';

export type DeltaTone = 'good' | 'bad' | 'neutral';
export type DeltaDirection = 'up' | 'down' | 'flat';

export interface Delta {
  direction: DeltaDirection;
  tone: DeltaTone;
  /** Short text for the card: "+12.5%", "−0.42 pp", "new", "no change". */
  text: string;
  /** The same for a screen reader or a tooltip: "up 12.5% from 1,204". */
  description: string;
}

const toneOf = (direction: DeltaDirection, better: Better): DeltaTone => {
  if (direction === 'flat' || better === 'neither') return 'neutral';
  return (direction === 'up') === (better === 'up') ? 'good' : 'bad';
};

const signed = (value: number, text: string) => `${value > 0 ? '+' : '−'}${text}`;

/**
 * A count against the previous period, as a relative change. Changes under 0.05% read as no change;
 * from zero there is no percentage, only "new".
 */
export function countDelta(current: number, previous: number, better: Better): Delta {
  const was = `from ${formatNumber(previous)}`;
  if (previous === 0) {
    if (current === 0)
      return { direction: 'flat', tone: 'neutral', text: 'no change', description: 'no change' };
    return { direction: 'up', tone: toneOf('up', better), text: 'new', description: `up ${was}` };
  }
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < 0.0005) {
    return { direction: 'flat', tone: 'neutral', text: 'no change', description: `no change ${was}` };
  }
  const direction = ratio > 0 ? 'up' : 'down';
  const pct = Math.abs(ratio) * 100;
  const text = `${pct >= 100 ? Math.round(pct) : pct.toFixed(1)}%`;
  return {
    direction,
    tone: toneOf(direction, better),
    text: signed(ratio, text),
    description: `${direction} ${text} ${was}`,
  };
}

/**
 * A rate against the previous period, in percentage points (1.2% → 1.5% is +0.3 pp, not +25%).
 * Two decimals, since the rates that matter most (complaints) live under half a percent.
 */
export function rateDelta(current: number | null, previous: number | null, better: Better): Delta | null {
  if (current === null || previous === null) return null;
  const pp = (current - previous) * 100;
  const text = `${Math.abs(pp).toFixed(2)} pp`;
  if (text === '0.00 pp') {
    return { direction: 'flat', tone: 'neutral', text: '±0.00 pp', description: 'no change' };
  }
  const direction = pp > 0 ? 'up' : 'down';
  return {
    direction,
    tone: toneOf(direction, better),
    text: signed(pp, text),
    description: `${direction} ${text} from ${(previous * 100).toFixed(2)}%`,
  };
}
