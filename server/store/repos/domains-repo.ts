import type { DomainDetail, DomainHealth, ReverseDns } from '../../../src/contract/domains';
import type { Queryable } from '../db';

export interface DomainRow {
  id: number;
  name: string;
}

/** A sending domain as the list shows it: the health and next step its last check wrote. */
export interface DomainSummaryRow extends DomainRow {
  health: DomainHealth;
  next_step: string | null;
  created_at: Date;
  checked_at: Date | null;
}

/** One domain whole, with what its last check found beyond the records. */
export interface DomainStateRow extends DomainSummaryRow {
  check_started_at: Date | null;
  timed_out: string[];
  reverse_dns: ReverseDns[];
  /** The DMARC record as last read (null when none was found). */
  dmarc: Exclude<DomainDetail['dmarc'], undefined>;
}

const summaryColumns = 'id, name, health, next_step, created_at, checked_at';
const stateColumns = `${summaryColumns}, check_started_at, timed_out, reverse_dns, dmarc`;

/** The domain of a message's sender, deleted or not: its statistics keep counting under it. */
export async function findDomainByName(db: Queryable, name: string | undefined) {
  const [row] = await db.query<DomainRow>('SELECT id, name FROM domains WHERE name = $1', [name]);
  return row;
}

/** The oldest domain still kept: the sender of a message submitted without a `from`. */
export async function firstDomain(db: Queryable) {
  const [row] = await db.query<DomainRow>(
    'SELECT id, name FROM domains WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
  );
  return row;
}

/** The sending domains with their health, in one query (the health is stored by each check). */
export const listDomains = (db: Queryable) =>
  db.query<DomainSummaryRow>(`SELECT ${summaryColumns} FROM domains WHERE deleted_at IS NULL ORDER BY name`);

/** Every domain's name, deleted ones too, for what names old messages (the CSV export, the demo). */
export const allDomainNames = (db: Queryable) => db.query<DomainRow>('SELECT id, name FROM domains');

/** A kept domain; `lock` holds its row for a write (a check's result, a rotation step, a delete). */
export async function findDomain(db: Queryable, id: number, lock = false) {
  const [row] = await db.query<DomainStateRow>(
    `SELECT ${stateColumns} FROM domains WHERE id = $1 AND deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

/** A domain named by the demo or by mail sent from it, added now unless told when. */
export async function insertDomain(db: Queryable, name: string, at?: Date) {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO domains (name, created_at) VALUES ($1, COALESCE($2, now())) RETURNING id',
    [name, at ?? null],
  );
  return row!.id;
}

/**
 * Adds `name` as a sending domain: a new row, or a deleted one taken back as new (its messages and
 * statistics kept naming it). Null when it is already a kept domain.
 */
export async function addDomain(tx: Queryable, name: string, at: Date) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO domains (name, created_at) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET created_at = $2, deleted_at = NULL
       WHERE domains.deleted_at IS NOT NULL
     RETURNING id`,
    [name, at],
  );
  return row ? (await findDomain(tx, row.id))! : null;
}

/**
 * Marks a domain deleted and forgets its setup (findings, history, listings); its keys are retired,
 * private keys erased, selectors kept so a domain added again never reuses one. The row stays for
 * the messages and statistics that name it.
 */
export async function deleteDomain(tx: Queryable, id: number, at: Date) {
  await tx.query(
    'UPDATE dkim_keys SET retired_at = COALESCE(retired_at, $2), private_key = NULL WHERE domain_id = $1',
    [id, at],
  );
  for (const table of ['domain_findings', 'domain_history', 'domain_blocklists'])
    await tx.query(`DELETE FROM ${table} WHERE domain_id = $1`, [id]);
  await tx.query(
    `UPDATE domains SET deleted_at = $2, health = 'pending', next_step = NULL, checked_at = NULL,
       check_started_at = NULL, timed_out = '{}', reverse_dns = '[]', dmarc = NULL, next_check_at = NULL
     WHERE id = $1`,
    [id, at],
  );
}

export interface CheckOutcome {
  health: DomainHealth;
  nextStep: string | null;
  startedAt: Date;
  finishedAt: Date;
  timedOut: string[];
  reverseDns: ReverseDns[];
  dmarc: DomainStateRow['dmarc'];
  nextCheckAt: Date;
}

/** Stores a check's verdict on the domain's row: what the list reads. */
export async function saveCheckOutcome(tx: Queryable, id: number, o: CheckOutcome) {
  await tx.query(
    `UPDATE domains SET health = $2, next_step = $3, check_started_at = $4, checked_at = $5,
       timed_out = $6, reverse_dns = $7, dmarc = $8, next_check_at = $9
     WHERE id = $1`,
    [
      id,
      o.health,
      o.nextStep,
      o.startedAt,
      o.finishedAt,
      o.timedOut,
      JSON.stringify(o.reverseDns),
      o.dmarc ? JSON.stringify(o.dmarc) : null,
      o.nextCheckAt,
    ],
  );
}

/** The health word and next step again, without a check (the records to publish changed). */
export async function saveHealth(tx: Queryable, id: number, health: DomainHealth, nextStep: string | null) {
  await tx.query('UPDATE domains SET health = $2, next_step = $3 WHERE id = $1', [id, health, nextStep]);
}
