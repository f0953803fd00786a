import { rateFormulas, type RateName, type StatCounter, type StatCounts, type StatRates } from '@/contract';
import type { WatchedRate } from './health';

/** Which way a change is good news: more deliveries are, more bounces are not. */
export type Better = 'up' | 'down' | 'neither';

interface RateFormula {
  numerator: StatCounter;
  denominator: StatCounter;
  text: string;
}

/**
 * Rates the service does not report but the cards show, written like the contract's own
 * `rateFormulas` so the same code computes and explains them.
 */
export const extraRateFormulas = {
  soft_bounce_rate: { numerator: 'soft_bounced', denominator: 'accepted', text: 'soft bounces ÷ accepted' },
  failure_rate: { numerator: 'failed', denominator: 'accepted', text: 'failed ÷ accepted' },
} as const satisfies Record<string, RateFormula>;

export type ExtraRateName = keyof typeof extraRateFormulas;
export type CardRateName = RateName | ExtraRateName;

export const cardRateFormula = (name: CardRateName): RateFormula =>
  name in rateFormulas ? rateFormulas[name as RateName] : extraRateFormulas[name as ExtraRateName];

/** A rate from counts; null when its denominator is zero, like the service's. */
export function rateOf(name: CardRateName, counts: StatCounts): number | null {
  const { numerator, denominator } = cardRateFormula(name);
  const d = counts[denominator];
  return d === 0 ? null : Math.min(1, counts[numerator] / d);
}

/** The service's rate when it sent one, else computed the same way here. */
export const cardRate = (name: CardRateName, counts: StatCounts, rates: StatRates) =>
  name in rates ? rates[name as RateName] : rateOf(name, counts);

/** A rate's words on its card: the service's rates by name, the extra ones by what they divide by. */
export const rateWords = (name: CardRateName) =>
  name in extraRateFormulas ? `of ${cardRateFormula(name).denominator}` : name.replaceAll('_', ' ');

export interface OverviewMetric {
  /** The card's count; its title is the counter's label. */
  counter: StatCounter;
  better: Better;
  rate?: CardRateName;
  /** Judged against the health bands. */
  health?: WatchedRate;
  /** One line on what the number means, under the label. */
  hint: string;
}

/** The cards, in reading order: volume and reputation first, engagement and the rest after. */
export const overviewMetrics: readonly OverviewMetric[] = [
  { counter: 'accepted', better: 'neither', hint: 'Messages the service took on' },
  { counter: 'delivered', better: 'up', rate: 'delivery_rate', hint: 'Accepted by the receiving server' },
  {
    counter: 'hard_bounced',
    better: 'down',
    rate: 'bounce_rate',
    health: 'bounce_rate',
    hint: 'Permanently refused; address suppressed',
  },
  {
    counter: 'complained',
    better: 'down',
    rate: 'complaint_rate',
    health: 'complaint_rate',
    hint: 'Marked as spam; address suppressed',
  },
  { counter: 'opened', better: 'up', rate: 'open_rate', hint: 'Unique opens' },
  { counter: 'clicked', better: 'up', rate: 'click_rate', hint: 'Unique clicks' },
  {
    counter: 'soft_bounced',
    better: 'down',
    rate: 'soft_bounce_rate',
    hint: 'Temporarily refused, then retried',
  },
  { counter: 'failed', better: 'down', rate: 'failure_rate', hint: 'Gave up after retries' },
];
