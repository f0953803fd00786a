import { expect } from 'vitest';
import type { DomainFixture } from './domain-fixtures';

/** What a check found, as the engine answers it or as read from a domain's HTTP answer. */
export interface FoundVerdict {
  records: readonly { kind: string; status: string; problem?: string | null }[];
  reverseDns: readonly { ip: string; status: string }[];
  blocklists: readonly { zone: string; target: string; status: string; code?: string | null }[];
  timedOut: readonly string[];
  dmarc: unknown;
}

/** Asserts a fixture's verdict: each record's status, the problem named, reverse DNS, lists, timeouts. */
export function expectFixtureVerdict(fixture: DomainFixture, found: FoundVerdict) {
  const want = fixture.expect;
  expect(Object.fromEntries(found.records.map((r) => [r.kind, r.status]))).toEqual({
    spf: 'verified',
    dkim: 'verified',
    return_path: 'verified',
    dmarc: 'verified',
    ...want.records,
  });
  const flagged = found.records.find((r) => r.status !== 'verified');
  if (want.problem) expect(flagged?.problem).toMatch(want.problem);
  else expect(flagged).toBeUndefined();
  expect(found.reverseDns.map((r) => [r.ip, r.status])).toEqual(
    fixture.sendingIps.map((ip) => [ip, want.reverseDns ?? 'verified']),
  );
  expect(
    found.blocklists
      .filter((b) => b.status !== 'clear')
      .map((b) => `${b.zone} ${b.target} ${b.status} ${b.code}`),
  ).toEqual(want.blocklists ?? []);
  if (want.timedOut) expect(found.timedOut.join('\n')).toMatch(want.timedOut);
  else expect(found.timedOut).toEqual([]);
  if (want.dmarc) expect(found.dmarc).toEqual(want.dmarc);
}
