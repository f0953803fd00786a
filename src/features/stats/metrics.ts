import { rateFormulas, type RateName, type StatCounter, type StatCounts, type StatRates } from '@/contract';
import { counterLabels } from '@/lib/labels/counter-labels';
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

export interface OverviewMetric {
  counter: StatCounter;
  label: string;
  better: Better;
  rate?: { name: CardRateName; label: string };
  /** Judged against the health bands. */
  health?: WatchedRate;
  /** One line on what the number means, under the label. */
  hint: string;
}

/** The cards, in reading order: volume and reputation first, engagement and the rest after. */
export const overviewMetrics: readonly OverviewMetric[] = [
  {
    counter: 'accepted',
    label: counterLabels.accepted,
    better: 'neither',
    hint: 'Messages the service took on',
  },
  {
    counter: 'delivered',
    label: counterLabels.delivered,
    better: 'up',
    rate: { name: 'delivery_rate', label: 'delivery rate' },
    hint: 'Accepted by the receiving server',
  },
  {
    counter: 'hard_bounced',
    label: counterLabels.hard_bounced,
    better: 'down',
    rate: { name: 'bounce_rate', label: 'bounce rate' },
    health: 'bounce_rate',
    hint: 'Permanently refused; address suppressed',
  },
  {
    counter: 'complained',
    label: counterLabels.complained,
    better: 'down',
    rate: { name: 'complaint_rate', label: 'complaint rate' },
    health: 'complaint_rate',
    hint: 'Marked as spam; address suppressed',
  },
  {
    counter: 'opened',
    label: counterLabels.opened,
    better: 'up',
    rate: { name: 'open_rate', label: 'open rate' },
    hint: 'Unique opens',
  },
  {
    counter: 'clicked',
    label: counterLabels.clicked,
    better: 'up',
    rate: { name: 'click_rate', label: 'click rate' },
    hint: 'Unique clicks',
  },
  {
    counter: 'soft_bounced',
    label: counterLabels.soft_bounced,
    better: 'down',
    rate: { name: 'soft_bounce_rate', label: 'of accepted' },
    hint: 'Temporarily refused, then retried',
  },
  {
    counter: 'failed',
    label: counterLabels.failed,
    better: 'down',
    rate: { name: 'failure_rate', label: 'of accepted' },
    hint: 'Gave up after retries',
  },
];
