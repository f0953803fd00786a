import { describe, expect, it } from 'vitest';
import { createSummary, sourceGroup } from './reason-summary';

describe('sourceGroup', () => {
  it.each([
    ['550 5.1.1 <a@x.io>: Recipient address rejected: User unknown', '550 5.1.1'],
    ['550-5.1.1 The email account that you tried to reach does not exist', '550 5.1.1'],
    ['550 No such user', '550'],
    ['smtp; 554 5.7.1 Relay access denied', '554 5.7.1'],
    ['5.1.1', '5.1.1'],
    ['SpamComplaint', 'SpamComplaint'],
    [' BOUNCE ', 'BOUNCE'],
    ['x'.repeat(80), `${'x'.repeat(59)}…`],
  ])('%j → %j', (value, group) => {
    expect(sourceGroup(value)).toBe(group);
  });
});

describe('createSummary', () => {
  it('counts rows per value and reason, most first, defaults apart', () => {
    const summary = createSummary();
    for (let i = 0; i < 10; i++) summary.add('SpamComplaint', 'complaint', false);
    summary.add(`550 5.1.1 <a${1}@x.io> unknown`, 'hard_bounce', false);
    summary.add(`550 5.1.1 <a${2}@x.io> unknown`, 'hard_bounce', false);
    summary.add('Known elsewhere', 'manual', true);
    summary.add(undefined, 'unsubscribe', false);
    expect(summary.result()).toEqual({
      entries: [
        { source: 'SpamComplaint', reason: 'complaint', defaulted: false, count: 10 },
        { source: '550 5.1.1', reason: 'hard_bounce', defaulted: false, count: 2 },
        { source: 'Known elsewhere', reason: 'manual', defaulted: true, count: 1 },
        { source: null, reason: 'unsubscribe', defaulted: false, count: 1 },
      ],
      other: {},
    });
  });

  it('lumps the rows past 200 distinct values, so free text cannot make a line per row', () => {
    const summary = createSummary();
    for (let i = 0; i < 250; i++) summary.add(`customer note ${i}`, 'manual', true);
    const { entries, other } = summary.result();
    expect(entries).toHaveLength(200);
    expect(other).toEqual({ manual: 50 });
  });
});
