import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import type { DnsCheckResult, RecordFinding } from './dns-check/types';
import { judgeCheck, type PreviousState } from './judge-check';
import { recordsToPublish } from './records';

const now = new Date('2026-11-20T12:00:00Z');
const hour = 3_600_000;
const records = (addedHoursAgo: number) =>
  recordsToPublish(
    { name: 'j.example', created_at: new Date(now.getTime() - addedHoursAgo * hour) },
    testConfig(),
    [
      {
        selector: 'rd1',
        role: 'active',
        public_key: 'KEY',
        created_at: new Date(now.getTime() - addedHoursAgo * hour),
      },
    ],
  );
const nothingBefore: PreviousState = { findings: [], blocklists: [], reverseDns: [] };

/** A check where every record is `verified` but those named. */
function result(
  statuses: Partial<Record<string, RecordFinding['status']>>,
  more: Partial<DnsCheckResult> = {},
): DnsCheckResult {
  return {
    records: records(0).map((r) => ({
      kind: r.kind,
      ...(r.selector ? { selector: r.selector } : {}),
      status: statuses[r.kind] ?? 'verified',
      found: statuses[r.kind] === 'missing' ? [] : ['something'],
      problem: statuses[r.kind] && statuses[r.kind] !== 'verified' ? `${r.kind} problem` : null,
    })),
    reverseDns: [],
    blocklists: [],
    dmarc: null,
    timedOut: [],
    startedAt: now,
    finishedAt: now,
    ...more,
  };
}

describe('judging a check', () => {
  it('reads a missing record as pending only while it is new and has never been seen verified', () => {
    const fresh = judgeCheck(records(1), result({ spf: 'missing', dkim: 'mismatch' }), nothingBefore, now);
    expect(fresh.findings.map((f) => [f.kind, f.status])).toEqual([
      ['spf', 'pending'],
      ['dkim', 'mismatch'],
      ['return_path', 'verified'],
      ['dmarc', 'verified'],
    ]);
    expect(fresh.health).toBe('needs_attention');
    const old = judgeCheck(records(49), result({ spf: 'missing' }), nothingBefore, now);
    expect(old.findings[0]!.status).toBe('missing');
    const seen: PreviousState = {
      ...nothingBefore,
      findings: [
        { kind: 'spf', selector: '', status: 'verified', verified_at: new Date(now.getTime() - hour) },
      ],
    };
    const lost = judgeCheck(records(2), result({ spf: 'missing' }), seen, now);
    expect(lost.findings[0]).toMatchObject({
      status: 'missing',
      verified_at: new Date(now.getTime() - hour),
    });
    expect(lost.history).toEqual([
      { subject: 'spf', from: 'verified', to: 'missing', found: null },
      { subject: 'dkim:rd1', from: null, to: 'verified', found: 'something' },
      { subject: 'return_path', from: null, to: 'verified', found: 'something' },
      { subject: 'dmarc', from: null, to: 'verified', found: 'something' },
    ]);
  });

  it('puts something found wrong before what could not be checked, and that before what is on its way', () => {
    const word = (statuses: Parameters<typeof result>[0], added = 49) =>
      judgeCheck(records(added), result(statuses), nothingBefore, now).health;
    expect(word({})).toBe('ready');
    expect(word({ spf: 'error', dkim: 'mismatch' })).toBe('needs_attention');
    expect(word({ spf: 'error', dkim: 'missing' }, 1)).toBe('could_not_check');
    expect(word({ dkim: 'missing' }, 1)).toBe('pending');
    // DMARC is advice, yet its absence still needs attention: after the required records.
    const advice = judgeCheck(records(49), result({ dmarc: 'missing', spf: 'mismatch' }), nothingBefore, now);
    expect(advice.nextStep).toMatch(/^Fix the SPF record at j\.example/);
    const onlyDmarc = judgeCheck(records(49), result({ dmarc: 'missing' }), nothingBefore, now);
    expect(onlyDmarc).toMatchObject({
      health: 'needs_attention',
      nextStep: 'Publish the DMARC record (TXT at _dmarc.j.example).',
    });
    expect(onlyDmarc.findings[3]!.problem).toMatch(/dmarc problem Start at p=none.*p=reject/);
  });
});
