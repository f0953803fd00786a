import { describe, expect, it } from 'vitest';
import { spanText, spanTimes } from './preview-sentence';

const span = {
  scope: 'gmail',
  from: '2026-11-01T01:00:00.000Z',
  to: '2026-11-01T03:05:00.000Z',
  value: 0.08,
  volume: 1600,
};

describe('spanText', () => {
  it('says when, how long, where and how bad, with units', () => {
    expect(spanText({ ...span, label: 'Gmail' }, { metric: 'bounce_rate', each: 'provider' })).toBe(
      '1 Nov, 01:00–03:05 UTC (2 h 5 min) · Gmail: worst 8% on 1,600 accepted messages',
    );
  });

  it('names a provider as Statistics does when the service sends no label', () => {
    expect(spanText({ ...span, scope: 'other' }, { metric: 'bounce_rate', each: 'provider' })).toContain(
      '· Other providers:',
    );
    expect(spanText({ ...span, scope: '' }, { metric: 'bounce_rate', each: null })).toContain(
      '(2 h 5 min): worst',
    );
  });

  it('counts reminders and says when an incident would still be firing', () => {
    const firing = {
      ...span,
      label: 'key “billing”',
      value: 12.34,
      volume: 900,
      firing: true,
      reminders: ['x'],
    };
    expect(spanText(firing, { metric: 'key_volume_factor' })).toBe(
      'From 1 Nov, 01:00 UTC, still firing (2 h 5 min so far) · key “billing”: worst 12.3× on 900 messages from the key, 1 reminder',
    );
  });
});

describe('spanTimes', () => {
  it('writes the day once, or both across midnight', () => {
    expect(spanTimes('2026-11-01T23:50:00Z', '2026-11-02T00:40:00Z')).toBe('1 Nov 23:50 – 2 Nov 00:40 UTC');
  });
});
