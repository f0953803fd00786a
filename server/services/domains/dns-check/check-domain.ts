import { checkBlocklists } from './check-blocklists';
import { checkDkim } from './check-dkim';
import { checkDmarc } from './check-dmarc';
import { checkReturnPath } from './check-return-path';
import { checkReverseDns } from './check-reverse-dns';
import { checkSpf } from './check-spf';
import { createLookups, type LookupLimits } from './dns-lookups';
import type { Finding } from './record-finding';
import type { DnsCheck, DnsCheckInput, DnsCheckResult, ExpectedRecord, RecordFinding } from './types';

/**
 * The defaults answer within 10 s whatever the servers do: a query gives up after a 2 s try and one
 * retry (3 s in all against a server that never answers, measured), the check after 9 s whatever is
 * still waiting; 8 queries in flight per check.
 */
const defaults = { timeoutMs: 2_000, tries: 2, budgetMs: 9_000, concurrency: 8 };

export type DnsCheckSettings = Pick<LookupLimits, 'servers'> & Partial<Omit<LookupLimits, 'servers'>>;

/** A part that threw (a bug, or a library's surprise) is "could not check", never a crashed check. */
const couldNotCheck = (err: unknown): Finding => ({
  status: 'error',
  found: [],
  problem: `could not check: ${(err as Error).message}`,
});

/** The DNS check engine on these servers (tests pass their loopback fixture server's). */
export function createDnsCheck(settings: DnsCheckSettings): DnsCheck {
  const limits: LookupLimits = { ...defaults, ...settings };
  return async (input: DnsCheckInput): Promise<DnsCheckResult> => {
    const startedAt = new Date();
    const lookups = createLookups(limits);
    let dmarc: DnsCheckResult['dmarc'] = null;
    const judge = async (expected: ExpectedRecord): Promise<Finding> => {
      switch (expected.kind) {
        case 'spf':
          return checkSpf(expected, { ...input, lookups });
        case 'dkim':
          return checkDkim(expected, lookups);
        case 'return_path':
          return checkReturnPath(expected, lookups);
        case 'dmarc': {
          const { dmarc: read, ...finding } = await checkDmarc(expected, input.domain, lookups);
          dmarc = read;
          return finding;
        }
      }
    };
    try {
      const [records, reverseDns, blocklists] = await Promise.all([
        Promise.all(
          input.expected.map(async (expected): Promise<RecordFinding> => ({
            kind: expected.kind,
            ...(expected.selector === undefined ? {} : { selector: expected.selector }),
            ...(await judge(expected).catch(couldNotCheck)),
          })),
        ),
        Promise.all(
          input.sendingIps.map((ip) =>
            checkReverseDns(ip, lookups).catch((err: unknown) => ({
              ip,
              ptr: null,
              ...couldNotCheck(err),
            })),
          ),
        ),
        checkBlocklists(input.domain, input.sendingIps, input.dnsbl, lookups),
      ]);
      return {
        records,
        reverseDns: reverseDns.map(({ ip, status, ptr, problem }) => ({ ip, status, ptr, problem })),
        blocklists,
        dmarc,
        timedOut: lookups.timedOut(),
        startedAt,
        finishedAt: new Date(),
      };
    } finally {
      lookups.close();
    }
  };
}
