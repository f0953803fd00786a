import type { AlertChannel, AlertRule, AlertRuleSettings } from '../../../src/contract';
import type { Queryable } from '../db';

/** A rule as stored: the contract's rule plus its generation (moved on by every edit). */
export interface AlertRuleRow extends Omit<AlertRule, 'created_at' | 'updated_at' | 'firing'> {
  generation: number;
  created_at: Date;
  updated_at: Date;
  firing: number;
}

const columns = `r.id, r.name, r.metric, r.comparator, r.threshold, r.window_minutes, r.min_volume,
  r.holds_for_minutes, r.reminder_hours, r.resolve_after_minutes, r.domain_id, r.provider, r.each,
  r.webhook_id, r.channels, r.enabled, r.generation, r.created_at, r.updated_at,
  (SELECT count(*)::int FROM alert_incidents i WHERE i.rule_id = r.id AND i.state = 'firing') AS firing`;

const settingColumns = [
  'name',
  'metric',
  'comparator',
  'threshold',
  'window_minutes',
  'min_volume',
  'holds_for_minutes',
  'reminder_hours',
  'resolve_after_minutes',
  'domain_id',
  'provider',
  'each',
  'webhook_id',
  'channels',
  'enabled',
] as const satisfies readonly (keyof AlertRuleSettings)[];

const values = (s: AlertRuleSettings) =>
  settingColumns.map((c) => (c === 'channels' ? JSON.stringify(s.channels) : s[c]));

export async function listAlertRules(db: Queryable): Promise<AlertRuleRow[]> {
  return db.query<AlertRuleRow>(
    `SELECT ${columns} FROM alert_rules r WHERE r.deleted_at IS NULL ORDER BY r.id`,
  );
}

/** The live (not deleted) rule; `lock` holds it for an edit. */
export async function findAlertRule(db: Queryable, id: number, lock = false) {
  const [row] = await db.query<AlertRuleRow>(
    `SELECT ${columns} FROM alert_rules r WHERE r.id = $1 AND r.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function insertAlertRule(tx: Queryable, s: AlertRuleSettings, at: Date) {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO alert_rules (${settingColumns.join(', ')}, created_at, updated_at)
     VALUES (${settingColumns.map((_, i) => `$${i + 1}`).join(', ')}, $${settingColumns.length + 1}, $${settingColumns.length + 1})
     RETURNING id`,
    [...values(s), at],
  );
  return (await findAlertRule(tx, row!.id))!;
}

/** Writes every setting; `restart` moves the rule to its next generation (fresh conditions). */
export async function replaceAlertRule(
  tx: Queryable,
  id: number,
  s: AlertRuleSettings,
  at: Date,
  restart = true,
) {
  const n = settingColumns.length;
  await tx.query(
    `UPDATE alert_rules SET ${settingColumns.map((c, i) => `${c} = $${i + 1}`).join(', ')},
       generation = generation + ${restart ? 1 : 0}, updated_at = $${n + 1}
     WHERE id = $${n + 2}`,
    [...values(s), at, id],
  );
  return (await findAlertRule(tx, id))!;
}

export async function softDeleteAlertRule(tx: Queryable, id: number, at: Date) {
  await tx.query('UPDATE alert_rules SET deleted_at = $1, generation = generation + 1 WHERE id = $2', [
    at,
    id,
  ]);
}

/** The enabled rules an evaluation tick looks at. */
export async function enabledAlertRules(db: Queryable): Promise<AlertRuleRow[]> {
  return db.query<AlertRuleRow>(
    `SELECT ${columns} FROM alert_rules r WHERE r.deleted_at IS NULL AND r.enabled ORDER BY r.id`,
  );
}

export type { AlertChannel };
