import { complianceRules, type ComplianceData, type ComplianceLine } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { findDomain, listDomains, type DomainStateRow } from '../../store/repos/domains-repo';
import { publishedRecords } from '../domains/domain-view';
import { domainOrNotFound } from '../domains/find';
import { complaintDays, complaintLine } from './complaint-line';
import { accountLine, domainCheckLines } from './domain-lines';
import { worstVerdict } from './lines';
import { bulkSenderLine, oneClickLine, tlsLine, unsubscribesLine } from './mail-lines';

type Ctx = Pick<ServiceContext, 'db' | 'config' | 'now'>;

/** The lines measured on mail (one domain's, or the account's with `domainId` undefined), in rule order. */
async function mailLines(ctx: Ctx, now: Date, domainId?: number) {
  const days = await complaintDays(ctx.db, now, domainId);
  const lines = [
    await tlsLine(ctx.db, now, domainId),
    await oneClickLine(ctx.db, now, domainId),
    await unsubscribesLine(ctx.db, now, domainId),
    complaintLine(days),
    await bulkSenderLine(ctx.db, now, domainId),
  ];
  return { lines, days };
}

/** One domain's whole checklist: what its checks found, then its mail. */
async function domainChecklist(ctx: Ctx, domain: DomainStateRow, now: Date) {
  const checkLines = domainCheckLines({ domain, ...(await publishedRecords(ctx.db, ctx.config, domain)) });
  const { lines, days } = await mailLines(ctx, now, domain.id);
  return { lines: inRuleOrder([...checkLines, ...lines]), days };
}

const inRuleOrder = (lines: ComplianceLine[]) =>
  complianceRules.map((rule) => lines.find((l) => l.rule === rule)!);

/**
 * The mailbox providers' sender rules, each proven from the service's own data: for one kept domain
 * (404 for another id), or for the account (every domain's mail, the domain checks' worst, and each
 * domain's worst verdict).
 */
export async function complianceChecklist(ctx: Ctx, domainId?: number): Promise<ComplianceData> {
  const now = ctx.now();
  if (domainId !== undefined) {
    const domain = await domainOrNotFound(ctx.db, domainId);
    const { lines, days } = await domainChecklist(ctx, domain, now);
    return {
      domain: { id: domain.id, name: domain.name },
      as_of: now.toISOString(),
      lines,
      complaint_days: days,
    };
  }
  const perDomain: { domain: DomainStateRow; lines: ComplianceLine[] }[] = [];
  for (const { id } of await listDomains(ctx.db)) {
    const domain = await findDomain(ctx.db, id);
    if (domain) perDomain.push({ domain, lines: (await domainChecklist(ctx, domain, now)).lines });
  }
  const checkRules = ['authentication_aligned', 'dmarc_published', 'reverse_dns'] as const;
  const checkLines = checkRules.map((rule) =>
    accountLine(
      rule,
      perDomain.map((d) => ({ name: d.domain.name, line: d.lines.find((l) => l.rule === rule)! })),
    ),
  );
  const { lines, days } = await mailLines(ctx, now);
  return {
    domain: null,
    as_of: now.toISOString(),
    lines: inRuleOrder([...checkLines, ...lines]),
    complaint_days: days,
    domains: perDomain.map((d) => ({
      id: d.domain.id,
      name: d.domain.name,
      verdict: worstVerdict(d.lines.map((l) => l.verdict)),
    })),
  };
}
