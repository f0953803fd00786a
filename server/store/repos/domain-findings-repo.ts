import type { BlocklistResult, DomainRecordKind, RecordStatus } from '../../../src/contract/domains';
import type { Queryable } from '../db';

export interface FindingRow {
  kind: DomainRecordKind;
  /** '' for the records without one. */
  selector: string;
  status: RecordStatus;
  found: string[];
  problem: string | null;
  checked_at: Date;
  verified_at: Date | null;
}

export interface ListingRow extends Omit<BlocklistResult, 'listed_since'> {
  listed_since: Date | null;
  checked_at: Date;
}

export interface HistoryEntryRow {
  at: Date;
  subject: string;
  from: string | null;
  to: string;
  found: string | null;
}

export const findingsOf = (db: Queryable, domainId: number) =>
  db.query<FindingRow>(
    `SELECT kind, selector, status, found, problem, checked_at, verified_at FROM domain_findings
     WHERE domain_id = $1`,
    [domainId],
  );

export const listingsOf = (db: Queryable, domainId: number) =>
  db.query<ListingRow>(
    `SELECT zone, list, target, status, code, delist_url, problem, listed_since, checked_at
     FROM domain_blocklists WHERE domain_id = $1 ORDER BY zone, target`,
    [domainId],
  );

/** The newest status changes first. */
export const historyOf = (db: Queryable, domainId: number, limit = 200) =>
  db.query<HistoryEntryRow>(
    `SELECT at, subject, from_status AS "from", to_status AS "to", found FROM domain_history
     WHERE domain_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
    [domainId, limit],
  );

/** Replaces all of a domain's rows in `table` with `rows` (each its values in `columns`' order). */
async function replaceRows(
  tx: Queryable,
  table: string,
  domainId: number,
  columns: string[],
  rows: unknown[][],
) {
  await tx.query(`DELETE FROM ${table} WHERE domain_id = $1`, [domainId]);
  const placeholders = columns.map((_, i) => `$${i + 2}`).join(', ');
  for (const row of rows)
    await tx.query(`INSERT INTO ${table} (domain_id, ${columns.join(', ')}) VALUES ($1, ${placeholders})`, [
      domainId,
      ...row,
    ]);
}

/** Replaces the domain's findings with this check's (records no longer published go). */
export const replaceFindings = (
  tx: Queryable,
  domainId: number,
  at: Date,
  findings: readonly Omit<FindingRow, 'checked_at'>[],
) =>
  replaceRows(
    tx,
    'domain_findings',
    domainId,
    ['kind', 'selector', 'status', 'found', 'problem', 'checked_at', 'verified_at'],
    findings.map((f) => [f.kind, f.selector, f.status, f.found, f.problem, at, f.verified_at]),
  );

/** Replaces the domain's blocklist answers with this check's, each listing's first-seen time kept by the caller. */
export const replaceListings = (
  tx: Queryable,
  domainId: number,
  at: Date,
  listings: readonly Omit<ListingRow, 'checked_at'>[],
) =>
  replaceRows(
    tx,
    'domain_blocklists',
    domainId,
    ['zone', 'target', 'list', 'status', 'code', 'delist_url', 'problem', 'listed_since', 'checked_at'],
    listings.map((b) => [
      b.zone,
      b.target,
      b.list,
      b.status,
      b.code ?? null,
      b.delist_url ?? null,
      b.problem ?? null,
      b.listed_since,
      at,
    ]),
  );

export async function appendHistory(
  tx: Queryable,
  domainId: number,
  at: Date,
  rows: readonly Omit<HistoryEntryRow, 'at'>[],
) {
  for (const r of rows)
    await tx.query(
      `INSERT INTO domain_history (domain_id, at, subject, from_status, to_status, found)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [domainId, at, r.subject, r.from, r.to, r.found],
    );
}
