import { describe, expect, it } from 'vitest';
import { countDelta, rateDelta } from './deltas';

describe('countDelta', () => {
  it('is good or bad by what the metric is', () => {
    expect(countDelta(1100, 1000, 'up')).toEqual({
      direction: 'up',
      tone: 'good',
      text: '+10.0%',
      description: 'up 10.0% from 1,000',
    });
    expect(countDelta(1100, 1000, 'down')).toMatchObject({ direction: 'up', tone: 'bad' });
    expect(countDelta(900, 1000, 'down')).toMatchObject({ direction: 'down', tone: 'good', text: '−10.0%' });
    expect(countDelta(900, 1000, 'neither')).toMatchObject({ direction: 'down', tone: 'neutral' });
  });

  it('rounds big changes and calls tiny ones no change', () => {
    expect(countDelta(3500, 1000, 'up').text).toBe('+250%');
    expect(countDelta(100_004, 100_000, 'up')).toMatchObject({
      direction: 'flat',
      tone: 'neutral',
      text: 'no change',
    });
  });

  it('has no percentage from zero', () => {
    expect(countDelta(5, 0, 'down')).toMatchObject({ direction: 'up', tone: 'bad', text: 'new' });
    expect(countDelta(0, 0, 'down')).toMatchObject({ direction: 'flat', text: 'no change' });
    expect(countDelta(0, 7, 'down')).toMatchObject({ direction: 'down', tone: 'good', text: '−100%' });
  });
});

describe('rateDelta', () => {
  it('compares in percentage points, not percent', () => {
    expect(rateDelta(0.015, 0.012, 'down')).toEqual({
      direction: 'up',
      tone: 'bad',
      text: '+0.30 pp',
      description: 'up 0.30 pp from 1.20%',
    });
    expect(rateDelta(0.95, 0.97, 'up')).toMatchObject({ direction: 'down', tone: 'bad', text: '−2.00 pp' });
    expect(rateDelta(0.0004, 0.0009, 'down')).toMatchObject({ tone: 'good', text: '−0.05 pp' });
  });

  it('is flat under a hundredth of a point, and absent without both rates', () => {
    expect(rateDelta(0.01231, 0.01229, 'down')).toMatchObject({ direction: 'flat', tone: 'neutral' });
    expect(rateDelta(null, 0.01, 'down')).toBeNull();
    expect(rateDelta(0.01, null, 'down')).toBeNull();
  });
});
