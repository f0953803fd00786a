import type { AlertListQuery, AlertState, IncidentFailures } from '../../../src/contract';
import type { Queryable } from '../db';
import { decodeCursor, encodeCursor } from './cursor';

export interface IncidentRow {
  id: number;
  rule_id: number;
  generation: number;
  rule_name: string;
  metric: string;
  comparator: string;
  scope: string;
  scope_label: string;
  state: AlertState;
  value: number;
  threshold: number;
  volume: number;
  window_minutes: number;
  domain_id: number | null;
  provider: string | null;
  started_at: Date;
  last_notified_at: Date;
  resolved_at: Date | null;
  closed_reason: string | null;
  /** The latest measurement while firing, and the one that resolved it (migration 040); null before. */
  value_now: number | null;
  volume_now: number | null;
  measured_at: Date | null;
  /** The classes of the messages counted, taken at opening; null for metrics without messages. */
  failures: IncidentFailures | null;
}

export interface ConditionRow {
  rule_id: number;
  generation: number;
  scope: string;
  breaching_since: Date | null;
  clear_since: Date | null;
}

/**
 * The evaluation lease: the evaluator row, locked for the caller's transaction, or null when another
 * process holds it (it is evaluating right now). A holder that dies releases it with its connection.
 */
export async function takeEvaluatorLease(tx: Queryable) {
  const [row] = await tx.query<{ last_tick_at: Date | null }>(
    'SELECT last_tick_at FROM alert_evaluator WHERE id = 1 FOR UPDATE SKIP LOCKED',
  );
  return row ?? null;
}

/**
 * Waits for the evaluator's lease and holds it for the caller's transaction: a rule edit or delete
 * never interleaves with a tick that has read the rule as it was.
 */
export async function holdEvaluator(tx: Queryable) {
  await tx.query('SELECT 1 FROM alert_evaluator WHERE id = 1 FOR UPDATE');
}

export async function setLastTick(tx: Queryable, at: Date) {
  await tx.query('UPDATE alert_evaluator SET last_tick_at = $1 WHERE id = 1', [at]);
}

export function conditionsOf(tx: Queryable, ruleIds: number[]) {
  return tx.query<ConditionRow>('SELECT * FROM alert_conditions WHERE rule_id = ANY($1::bigint[])', [
    ruleIds,
  ]);
}

export async function saveCondition(tx: Queryable, c: ConditionRow) {
  if (!c.breaching_since && !c.clear_since) {
    await tx.query('DELETE FROM alert_conditions WHERE rule_id = $1 AND generation = $2 AND scope = $3', [
      c.rule_id,
      c.generation,
      c.scope,
    ]);
    return;
  }
  await tx.query(
    `INSERT INTO alert_conditions (rule_id, generation, scope, breaching_since, clear_since)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (rule_id, generation, scope)
       DO UPDATE SET breaching_since = excluded.breaching_since, clear_since = excluded.clear_since`,
    [c.rule_id, c.generation, c.scope, c.breaching_since, c.clear_since],
  );
}

export function firingIncidents(tx: Queryable, ruleIds: number[]) {
  return tx.query<IncidentRow>(
    "SELECT * FROM alert_incidents WHERE state = 'firing' AND rule_id = ANY($1::bigint[])",
    [ruleIds],
  );
}

export async function insertIncident(
  tx: Queryable,
  i: Omit<
    IncidentRow,
    | 'id'
    | 'state'
    | 'resolved_at'
    | 'closed_reason'
    | 'last_notified_at'
    | 'value_now'
    | 'volume_now'
    | 'measured_at'
  >,
) {
  // What it measured at opening is also its latest measurement, until the next tick.
  const [row] = await tx.query<IncidentRow>(
    `INSERT INTO alert_incidents (rule_id, generation, rule_name, metric, comparator, scope, scope_label, state,
       value, threshold, volume, window_minutes, domain_id, provider, started_at, last_notified_at,
       value_now, volume_now, measured_at, failures)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'firing', $8, $9, $10, $11, $12, $13, $14, $14, $8, $10, $14, $15)
     RETURNING *`,
    [
      i.rule_id,
      i.generation,
      i.rule_name,
      i.metric,
      i.comparator,
      i.scope,
      i.scope_label,
      i.value,
      i.threshold,
      i.volume,
      i.window_minutes,
      i.domain_id,
      i.provider,
      i.started_at,
      i.failures === null ? null : JSON.stringify(i.failures),
    ],
  );
  return row!;
}

/** A firing incident's latest measurement (only written when it changed); resolving keeps the last one. */
export async function noteMeasurement(
  tx: Queryable,
  id: number,
  m: { value: number | null; volume: number },
  at: Date,
) {
  await tx.query(
    'UPDATE alert_incidents SET value_now = $1, volume_now = $2, measured_at = $3 WHERE id = $4',
    [m.value, m.volume, at, id],
  );
}

export async function markReminded(tx: Queryable, id: number, at: Date) {
  await tx.query('UPDATE alert_incidents SET last_notified_at = $1 WHERE id = $2', [at, id]);
}

export async function resolveIncident(tx: Queryable, id: number, at: Date) {
  await tx.query(
    "UPDATE alert_incidents SET state = 'resolved', resolved_at = $1 WHERE id = $2 AND state = 'firing'",
    [at, id],
  );
}

/** Closes a rule's firing incidents (edited or deleted) and forgets where its conditions stood. */
/** Closes a rule's firing incidents and forgets its conditions; answers the incidents closed. */
export async function closeRuleIncidents(tx: Queryable, ruleId: number, reason: string, at: Date) {
  const closed = await tx.query<IncidentRow>(
    `UPDATE alert_incidents SET state = 'closed', resolved_at = $1, closed_reason = $2
     WHERE rule_id = $3 AND state = 'firing' RETURNING *`,
    [at, reason, ruleId],
  );
  await tx.query('DELETE FROM alert_conditions WHERE rule_id = $1', [ruleId]);
  return closed;
}

const order = 'firing-first';

/** Firing incidents first, then the newest; keyset-paged on (firing, id). */
export async function listIncidents(db: Queryable, q: AlertListQuery) {
  const params: unknown[] = [];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where: string[] = [];
  if (q.state) where.push(`state = ${add(q.state)}`);
  if (q.rule_id !== undefined) where.push(`rule_id = ${add(q.rule_id)}`);
  if (q.cursor) {
    const { key, id } = decodeCursor(q.cursor, order, 'int');
    const firing = key === '1';
    where.push(
      `((state = 'firing') < ${add(firing)} OR ((state = 'firing') = ${add(firing)} AND id < ${add(id)}))`,
    );
  }
  const rows = await db.query<IncidentRow>(
    `SELECT * FROM alert_incidents ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY (state = 'firing') DESC, id DESC LIMIT ${add(q.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const next =
    rows.length > q.limit && last ? encodeCursor(order, last.state === 'firing' ? '1' : '0', last.id) : null;
  return { page, next };
}

export async function firingTotal(db: Queryable) {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM alert_incidents WHERE state = 'firing'",
  );
  return row?.n ?? 0;
}

export async function findIncident(db: Queryable, id: number) {
  const [row] = await db.query<IncidentRow>('SELECT * FROM alert_incidents WHERE id = $1', [id]);
  return row ?? null;
}
