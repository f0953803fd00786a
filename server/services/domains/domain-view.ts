import type { Domain, DomainDetail, DomainRecord } from '../../../src/contract/domains';
import type { Config } from '../../config';
import type { Queryable } from '../../store/db';
import { publishedKeys } from '../../store/repos/dkim-keys-repo';
import { findingsOf, historyOf, listingsOf, type FindingRow } from '../../store/repos/domain-findings-repo';
import type { DomainStateRow, DomainSummaryRow } from '../../store/repos/domains-repo';
import { uncheckedNextStep } from './judge-check';
import { recordsToPublish, type PublishedRecord } from './records';

/** A domain in the list: a domain never checked is pending, with its records to publish. */
export const domainSummary = (row: DomainSummaryRow): Domain => ({
  id: row.id,
  name: row.name,
  health: row.health,
  next_step: row.checked_at ? row.next_step : uncheckedNextStep,
  created_at: row.created_at.toISOString(),
  checked_at: row.checked_at?.toISOString() ?? null,
});

/** Each record beside its stored finding; a record no check has seen yet is pending. */
export function findingsByRecord(records: readonly PublishedRecord[], findings: readonly FindingRow[]) {
  return records.map(
    (r) =>
      findings.find((f) => f.kind === r.kind && f.selector === (r.selector ?? '')) ?? {
        kind: r.kind,
        selector: r.selector ?? '',
        status: 'pending' as const,
        found: [],
        problem: null,
        checked_at: null,
        verified_at: null,
      },
  );
}

/** The records to publish for `domain` with its stored findings, as the answers show them. */
export async function publishedRecords(db: Queryable, config: Config, domain: DomainStateRow) {
  const records = recordsToPublish(domain, config, await publishedKeys(db, domain.id));
  return { records, findings: findingsByRecord(records, await findingsOf(db, domain.id)) };
}

/** One domain whole: records and what the last check found, reverse DNS, blocklists, history. */
export async function domainDetail(
  db: Queryable,
  config: Config,
  domain: DomainStateRow,
): Promise<DomainDetail> {
  const { records, findings } = await publishedRecords(db, config, domain);
  const listings = await listingsOf(db, domain.id);
  const history = await historyOf(db, domain.id);
  return {
    ...domainSummary(domain),
    records: records.map((r, i): DomainRecord => {
      const f = findings[i]!;
      return {
        kind: r.kind,
        type: r.type,
        host: r.host,
        fqdn: r.fqdn,
        value: r.value,
        ...(r.strings ? { strings: r.strings } : {}),
        ...(r.selector ? { selector: r.selector, dkim_role: r.dkimRole! } : {}),
        required: r.required,
        status: f.status,
        found: f.found,
        problem: f.problem,
        checked_at: f.checked_at?.toISOString() ?? null,
      };
    }),
    reverse_dns: domain.reverse_dns,
    blocklists: listings.map(({ checked_at: _checked, listed_since, ...b }) => ({
      ...b,
      listed_since: listed_since?.toISOString() ?? null,
    })),
    dmarc: domain.dmarc,
    last_check:
      domain.check_started_at && domain.checked_at
        ? {
            started_at: domain.check_started_at.toISOString(),
            finished_at: domain.checked_at.toISOString(),
            timed_out: domain.timed_out,
          }
        : null,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}
