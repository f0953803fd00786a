import { describe, expect, it } from 'vitest';
import { computeRates, statCounters, type StatCounts } from '@/contract';
import { cardRate, cardRateFormula, overviewMetrics, rateOf } from './metrics';

const counts: StatCounts = {
  ...(Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts),
  accepted: 2000,
  delivered: 1900,
  hard_bounced: 50,
  soft_bounced: 40,
  failed: 10,
  complained: 3,
  opened: 760,
  clicked: 95,
};

describe('rate formulas', () => {
  it('follow the contract: bounces over accepted, complaints over delivered', () => {
    expect(rateOf('bounce_rate', counts)).toBe(50 / 2000);
    expect(rateOf('complaint_rate', counts)).toBe(3 / 1900);
    expect(rateOf('delivery_rate', counts)).toBe(1900 / 2000);
    expect(rateOf('open_rate', counts)).toBe(760 / 1900);
    expect(rateOf('click_rate', counts)).toBe(95 / 1900);
    const contract = computeRates(counts);
    for (const name of [
      'delivery_rate',
      'bounce_rate',
      'complaint_rate',
      'open_rate',
      'click_rate',
    ] as const) {
      expect(rateOf(name, counts)).toBe(contract[name]);
    }
  });

  it('add soft bounces and failures, both over accepted', () => {
    expect(rateOf('soft_bounce_rate', counts)).toBe(40 / 2000);
    expect(rateOf('failure_rate', counts)).toBe(10 / 2000);
    expect(cardRateFormula('failure_rate').text).toBe('failed ÷ accepted');
    expect(cardRateFormula('bounce_rate').text).toBe('hard bounces ÷ accepted');
  });

  it('have no rate when nothing was sent', () => {
    const none = { ...counts, accepted: 0, delivered: 0 };
    expect(rateOf('bounce_rate', none)).toBeNull();
    expect(rateOf('complaint_rate', none)).toBeNull();
    expect(rateOf('failure_rate', none)).toBeNull();
  });

  it("prefer the service's own rate when it sent one", () => {
    const rates = { ...computeRates(counts), bounce_rate: 0.5 };
    expect(cardRate('bounce_rate', counts, rates)).toBe(0.5);
    expect(cardRate('soft_bounce_rate', counts, rates)).toBe(0.02);
  });

  it('show every counter once, bounces and complaints judged', () => {
    expect(overviewMetrics.map((m) => m.counter).sort()).toEqual(
      statCounters.filter((c) => c !== 'deferred').sort(),
    );
    expect(overviewMetrics.filter((m) => m.health).map((m) => m.counter)).toEqual([
      'hard_bounced',
      'complained',
    ]);
  });
});
