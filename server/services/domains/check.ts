import type { DomainDetail } from '../../../src/contract/domains';
import type { ServiceContext } from '../../context';
import { recordAudit, type AuditActor } from '../../store/repos/audit-repo';
import { publishedKeys } from '../../store/repos/dkim-keys-repo';
import {
  appendHistory,
  findingsOf,
  listingsOf,
  replaceFindings,
  replaceListings,
} from '../../store/repos/domain-findings-repo';
import { saveCheckOutcome, type DomainStateRow } from '../../store/repos/domains-repo';
import type { Queryable } from '../../store/db';
import type { Config } from '../../config';
import { nextCheckSlot } from './check-schedule';
import { ensureActiveKey } from './dkim-keys';
import type { DnsCheckResult } from './dns-check/types';
import { domainDetail } from './domain-view';
import { domainOrNotFound } from './find';
import { judgeCheck, type PreviousState } from './judge-check';
import { recordsToPublish, type PublishedRecord } from './records';
import { runDnsCheck, type DnsCheckOutcome, type DomainCheckDeps } from './run-dns-check';

/**
 * Checks domain `id` now and stores what was found: findings, blocklist answers, one history row per
 * status change, the health word, and (for a person's check) an audit entry, in one transaction.
 * DNS is asked before it, so no row is held while lookups run.
 */
export async function checkDomain(
  ctx: ServiceContext & DomainCheckDeps,
  actor: AuditActor | null,
  id: number,
): Promise<DomainDetail> {
  const domain = await domainOrNotFound(ctx.db, id);
  await ensureActiveKey(ctx.db, id, ctx.now());
  const records = recordsToPublish(domain, ctx.config, await publishedKeys(ctx.db, id));
  const started = ctx.now();
  const outcome = await runDnsCheck(ctx, domain.name, records);
  return ctx.db.transaction(async (tx) => {
    const locked = await domainOrNotFound(tx, id, true);
    const health = await storeCheck(tx, ctx.config, locked, outcome, started, ctx.now());
    if (actor)
      await recordAudit(tx, actor, {
        action: 'domain.check',
        targetType: 'domain',
        targetId: id,
        targetLabel: locked.name,
        detail: { before: { health: locked.health }, after: { health } },
      });
    return domainDetail(tx, ctx.config, await domainOrNotFound(tx, id));
  });
}

/**
 * Stores what a check of `domain` (its row held by the caller) found at `now`: findings, blocklist
 * answers, history rows, the health word and next step; answers the health word. The demo seed
 * stores its recorded checks through it too.
 */
export async function storeCheck(
  tx: Queryable,
  config: Config,
  domain: DomainStateRow,
  outcome: DnsCheckOutcome,
  started: Date,
  now: Date,
) {
  const id = domain.id;
  // Judged against the records as they are now: a rotation step during the lookups may have changed them.
  const records = recordsToPublish(domain, config, await publishedKeys(tx, id));
  const previous: PreviousState = {
    findings: await findingsOf(tx, id),
    blocklists: await listingsOf(tx, id),
    reverseDns: domain.reverse_dns,
  };
  const result =
    'result' in outcome ? outcome.result : refusedResult(records, previous, outcome.refused, started, now);
  const judged = judgeCheck(records, result, previous, now);
  await replaceFindings(tx, id, now, judged.findings);
  await replaceListings(tx, id, now, judged.blocklists);
  await appendHistory(tx, id, now, judged.history);
  await saveCheckOutcome(tx, id, {
    health: judged.health,
    nextStep: judged.nextStep,
    // The service's clock, as every other time it stores (the engine's times are its own).
    startedAt: started,
    finishedAt: now,
    timedOut: result.timedOut,
    reverseDns: judged.reverseDns,
    dmarc: result.dmarc,
    nextCheckAt: nextCheckSlot(id, now, config.DOMAIN_CHECK_INTERVAL_MIN * 60_000),
  });
  return judged.health;
}

/**
 * A check that asked nothing (a reserved name, no engine, an engine that failed): every part "could
 * not check" with the reason; listings and reverse DNS keep what they were last seen as.
 */
function refusedResult(
  records: readonly PublishedRecord[],
  previous: PreviousState,
  problem: string,
  startedAt: Date,
  finishedAt: Date,
): DnsCheckResult {
  return {
    records: records.map((r) => ({
      kind: r.kind,
      ...(r.selector ? { selector: r.selector } : {}),
      status: 'error',
      found: [],
      problem,
    })),
    reverseDns: previous.reverseDns.map((r) => ({ ...r, status: 'error', problem })),
    blocklists: previous.blocklists.map(({ listed_since: _since, ...b }) => ({
      ...b,
      status: 'error',
      code: null,
      problem,
    })),
    dmarc: null,
    timedOut: [],
    startedAt,
    finishedAt,
  };
}
