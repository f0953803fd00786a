import type { ServiceContext } from '../../context';
import { claimDueDomains, postponeDomainCheck } from '../../store/repos/domain-schedule-repo';
import { checkDomain } from './check';
import { nextCheckSlot } from './check-schedule';
import { reservedNameProblem } from './reserved-names';
import type { DomainCheckDeps } from './run-dns-check';

/** Checks in flight at once in one process: a round of 1,000 domains in well under a minute. */
const concurrency = 32;
/** How long a claimed domain's check may take before another process may take it over. */
const leaseMs = 120_000;

/**
 * One step of the periodic re-check: claims the domains now due (each is claimed by one process,
 * however many run), checks them with bounded concurrency and stores each result as Check now does,
 * without an audit entry (no person asked). A domain only the system's resolvers could be asked
 * about under a reserved name (the demo's `.test` domains) is not checked: the answer could only
 * be "could not check", which would bury its recorded state; it is due again next round.
 * Answers how many domains it took, so the loop runs again at once while some are due.
 */
export async function recheckDueDomains(
  ctx: ServiceContext & DomainCheckDeps,
  onError: (error: Error, domain: string) => void,
): Promise<number> {
  const intervalMs = ctx.config.DOMAIN_CHECK_INTERVAL_MIN * 60_000;
  const now = ctx.now();
  const due = await claimDueDomains(ctx.db, now, new Date(now.getTime() + leaseMs), concurrency * 4);
  let next = 0;
  const worker = async () => {
    for (let d = due[next++]; d; d = due[next++]) {
      try {
        if (reservedNameProblem(d.name, ctx.config.DNS_SERVERS))
          await postponeDomainCheck(ctx.db, d.id, nextCheckSlot(d.id, ctx.now(), intervalMs));
        else await checkDomain(ctx, null, d.id);
      } catch (error) {
        // A deleted domain, a store hiccup: this domain waits for its lease; the others go on.
        onError(error instanceof Error ? error : new Error(String(error)), d.name);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, worker));
  return due.length;
}
