import { describe, expect, it } from 'vitest';
import type { ComplaintDay } from '../../../src/contract';
import { complaintLine } from './complaint-line';
import { accountLine } from './domain-lines';
import { duration, percent, unknownLine, worstVerdict } from './lines';

const gmail = (date: string, delivered: number, complained: number): ComplaintDay => ({
  date,
  provider: 'gmail',
  delivered,
  complained,
  rate: delivered ? complained / delivered : null,
});

describe('the complaint line against 0.1% and 0.3%', () => {
  it('passes under 0.1%, warns from 0.1%, fails from 0.3%, on the worst provider-day', () => {
    expect(complaintLine([gmail('2026-03-01', 1001, 1)]).verdict).toBe('pass');
    expect(complaintLine([gmail('2026-03-01', 1000, 1)]).verdict).toBe('warn');
    expect(complaintLine([gmail('2026-03-01', 1000, 2), gmail('2026-03-02', 1001, 3)]).verdict).toBe('warn');
    const over = complaintLine([gmail('2026-03-01', 1000, 2), gmail('2026-03-02', 1000, 3)]);
    expect(over).toMatchObject({
      verdict: 'fail',
      numbers: {
        delivered: 2000,
        complained: 5,
        worst_rate: 0.003,
        days_at_limit: 1,
        days_at_recommended: 2,
      },
    });
    expect(over.evidence).toBe(
      'Highest daily rate in the last 30 days: 0.3% (3 complaints of 1,000 deliveries) at Gmail on 2026-03-02; 1 provider-day at or over 0.3%, 2 at or over 0.1%.',
    );
  });

  it('judges no day without deliveries (no rate), and nothing without any', () => {
    const late = complaintLine([gmail('2026-03-01', 2000, 0), gmail('2026-03-02', 0, 1)]);
    expect(late.verdict).toBe('pass');
    expect(complaintLine([gmail('2026-03-02', 0, 1)])).toMatchObject({
      verdict: 'unknown',
      reason: 'no deliveries to Gmail, Yahoo or Microsoft in 30 days',
    });
  });
});

describe('summing up', () => {
  it('ranks fail over warn over unknown over pass', () => {
    expect(worstVerdict([])).toBe('pass');
    expect(worstVerdict(['pass', 'unknown'])).toBe('unknown');
    expect(worstVerdict(['unknown', 'warn', 'pass'])).toBe('warn');
    expect(worstVerdict(['warn', 'fail', 'unknown'])).toBe('fail');
  });

  it('names the first three domains that do not pass, and counts the rest', () => {
    const domains = ['a', 'b', 'c', 'd', 'e'].map((name) => ({
      name: `${name}.example`,
      line: unknownLine('reverse_dns', 'no sending IP was checked'),
    }));
    const line = accountLine('reverse_dns', [
      ...domains,
      { name: 'ok.example', line: { rule: 'reverse_dns', verdict: 'pass', evidence: 'Fine.' } },
    ]);
    expect(line).toMatchObject({ verdict: 'unknown', numbers: { domains: 6, passing: 1 } });
    expect(line.evidence).toMatch(
      /^1 of 6 domains pass; a.example: .* c.example: .* And 2 more domains not passing\.$/,
    );
    expect(line.reason).toBe(
      'a.example, b.example, c.example and 2 more domains could not be judged (no sending IP was checked)',
    );
  });
});

describe('numbers as people read them', () => {
  it('writes shares with one decimal, never rounding a part to all or none', () => {
    expect(percent(0.995)).toBe('99.5%');
    expect(percent(1)).toBe('100.0%');
    expect(percent(0.9999)).toBe('>99.9%');
    expect(percent(0.0001)).toBe('<0.1%');
    expect(percent(0)).toBe('0.0%');
  });

  it('writes durations in the unit that reads best', () => {
    expect(duration(2_000)).toBe('2 s');
    expect(duration(12 * 60_000)).toBe('12 min');
    expect(duration(3.5 * 3_600_000)).toBe('3.5 h');
    expect(duration(3 * 86_400_000)).toBe('3 days');
  });
});
