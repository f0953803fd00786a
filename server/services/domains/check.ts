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
import { saveCheckOutcome } from '../../store/repos/domains-repo';
import { nextCheckSlot } from './check-schedule';
import { ensureActiveKey } from './dkim-keys';
import type { DnsCheckResult } from './dns-check/types';
import { domainDetail } from './domain-view';
import { domainOrNotFound } from './find';
import { judgeCheck, type PreviousState } from './judge-check';
import { recordsToPublish, type PublishedRecord } from './records';
import { runDnsCheck, type DomainCheckDeps } from './run-dns-check';

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
    const now = ctx.now();
    // Judged against the records as they are now: a rotation step during the lookups may have changed them.
    const current = recordsToPublish(locked, ctx.config, await publishedKeys(tx, id));
    const previous: PreviousState = {
      findings: await findingsOf(tx, id),
      blocklists: await listingsOf(tx, id),
      reverseDns: locked.reverse_dns,
    };
    const result =
      'result' in outcome ? outcome.result : refusedResult(current, previous, outcome.refused, started, now);
    const judged = judgeCheck(current, result, previous, now);
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
      nextCheckAt: nextCheckSlot(id, now, ctx.config.DOMAIN_CHECK_INTERVAL_MIN * 60_000),
    });
    if (actor)
      await recordAudit(tx, actor, {
        action: 'domain.check',
        targetType: 'domain',
        targetId: id,
        targetLabel: locked.name,
        detail: { before: { health: locked.health }, after: { health: judged.health } },
      });
    return domainDetail(tx, ctx.config, (await domainOrNotFound(tx, id))!);
  });
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
