import type { Db, Queryable } from './db';
import initial from './migrations/001-initial';
import suppressionCounts from './migrations/002-suppression-counts';
import suppressionWrites from './migrations/003-suppression-writes';
import deliveryLease from './migrations/014-delivery-lease';
import suppressionOrigin from './migrations/017-suppression-origin';
import webhookEnabled from './migrations/018-webhook-enabled';
import keysAudit from './migrations/019-keys-audit';
import messageActivity from './migrations/020-message-activity';
import retention from './migrations/021-retention';
import suppressionGrams from './migrations/022-suppression-grams';
import webhookStagedRotation from './migrations/023-webhook-staged-rotation';
import providerStats from './migrations/024-provider-stats';
import suppressionRemovals from './migrations/025-suppression-removals';
import suppressionsNoParallel from './migrations/026-suppressions-no-parallel';
import exactUndo from './migrations/027-exact-undo';
import bounceClasses from './migrations/028-bounce-classes';
import bounceStats from './migrations/029-bounce-stats';
import removalBounceFilter from './migrations/030-removal-bounce-filter';
import removalFilterNames from './migrations/031-removal-filter-names';
import auditImport from './migrations/032-audit-import';
import alerts from './migrations/033-alerts';
import failureClassBits from './migrations/034-failure-class-bits';
import providerFilter from './migrations/035-provider-filter';
import messagesNoParallel from './migrations/036-messages-no-parallel';
import failureSummaryByWriters from './migrations/037-failure-summary-by-writers';
import demoBackfill from './migrations/038-demo-backfill';
import messageOrigin from './migrations/039-message-origin';
import incidentExplained from './migrations/040-incident-explained';
import auditTargetLabel from './migrations/041-audit-target-label';
import deferralsReadAsDeferrals from './migrations/042-deferrals-read-as-deferrals';
import senderFaultsNotRecipients from './migrations/043-sender-faults-not-recipients';
import countersSayWhatEventsSay from './migrations/044-counters-say-what-events-say';
import messageApiKey from './migrations/045-message-api-key';
import domainChecks from './migrations/046-domain-checks';
import dkimKeys from './migrations/047-dkim-keys';
import domainFindings from './migrations/048-domain-findings';
import people from './migrations/049-people';
import oidcAttempts from './migrations/053-oidc-attempts';
import streamsUnsubscribe from './migrations/054-streams-unsubscribe';
import streamCounters from './migrations/055-stream-counters';
import deliveryTime from './migrations/056-delivery-time';

/**
 * A schema change: its SQL, and (rarely) a step of code run after it in the same transaction, for
 * what SQL cannot say the way the service does (migration 044 groups replies as the contract does).
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  run?: (tx: Queryable) => Promise<void>;
}

/** Ordered, append-only: a released migration is never edited, a new one is added. */
export const migrations: Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'suppression-counts', sql: suppressionCounts },
  { version: 3, name: 'suppression-writes', sql: suppressionWrites },
  { version: 14, name: 'delivery-lease', sql: deliveryLease },
  { version: 17, name: 'suppression-origin', sql: suppressionOrigin },
  { version: 18, name: 'webhook-enabled', sql: webhookEnabled },
  { version: 19, name: 'keys-audit', sql: keysAudit },
  { version: 20, name: 'message-activity', sql: messageActivity },
  { version: 21, name: 'retention', sql: retention },
  { version: 22, name: 'suppression-grams', sql: suppressionGrams },
  { version: 23, name: 'webhook-staged-rotation', sql: webhookStagedRotation },
  { version: 24, name: 'provider-stats', sql: providerStats },
  { version: 25, name: 'suppression-removals', sql: suppressionRemovals },
  { version: 26, name: 'suppressions-no-parallel', sql: suppressionsNoParallel },
  { version: 27, name: 'exact-undo', sql: exactUndo },
  { version: 28, name: 'bounce-classes', sql: bounceClasses },
  { version: 29, name: 'bounce-stats', sql: bounceStats },
  { version: 30, name: 'removal-bounce-filter', sql: removalBounceFilter },
  { version: 31, name: 'removal-filter-names', sql: removalFilterNames },
  { version: 32, name: 'audit-import', sql: auditImport },
  { version: 33, name: 'alerts', sql: alerts },
  { version: 34, name: 'failure-class-bits', sql: failureClassBits },
  { version: 35, name: 'provider-filter', sql: providerFilter },
  { version: 36, name: 'messages-no-parallel', sql: messagesNoParallel },
  { version: 37, name: 'failure-summary-by-writers', sql: failureSummaryByWriters },
  { version: 38, name: 'demo-backfill', sql: demoBackfill },
  { version: 39, name: 'message-origin', sql: messageOrigin },
  { version: 40, name: 'incident-explained', sql: incidentExplained },
  { version: 41, name: 'audit-target-label', sql: auditTargetLabel },
  { version: 42, name: 'deferrals-read-as-deferrals', sql: deferralsReadAsDeferrals },
  { version: 43, name: 'sender-faults-not-recipients', sql: senderFaultsNotRecipients },
  { version: 44, name: 'counters-say-what-events-say', sql: '', run: countersSayWhatEventsSay },
  { version: 45, name: 'message-api-key', sql: messageApiKey },
  { version: 46, name: 'domain-checks', sql: domainChecks },
  { version: 47, name: 'dkim-keys', sql: dkimKeys },
  { version: 48, name: 'domain-findings', sql: domainFindings },
  { version: 49, name: 'people', sql: people },
  { version: 53, name: 'oidc-attempts', sql: oidcAttempts },
  { version: 54, name: 'streams-unsubscribe', sql: streamsUnsubscribe },
  { version: 55, name: 'stream-counters', sql: streamCounters },
  { version: 56, name: 'delivery-time', sql: deliveryTime },
];

/** Applies one migration's SQL, then its code step, in the caller's transaction. */
export async function applyMigration(tx: Queryable, m: Pick<Migration, 'sql' | 'run'>) {
  for (const statement of splitStatements(m.sql)) await tx.query(statement);
  await m.run?.(tx);
}

/** The advisory lock every schema change on a shared PostgreSQL server takes, so starters meet in turn. */
export const migrationLockSql = 'SELECT pg_advisory_xact_lock(7261)';

export async function migrate(db: Db): Promise<number> {
  // Under the lock too: concurrent CREATE TABLE IF NOT EXISTS on PostgreSQL can still fail with a
  // duplicate pg_type row when several starters meet a fresh database.
  await db.transaction(async (tx) => {
    await tx.query(migrationLockSql);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  let applied = 0;
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      // Serialises concurrent starters on one PostgreSQL server; harmless on PGlite.
      await tx.query(migrationLockSql);
      const again = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (again.length) return;
      await applyMigration(tx, m);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied++;
    });
  }
  return applied;
}

/**
 * Splits a migration into statements on `;`, except inside '…' strings and $tag$…$tag$ bodies
 * (functions), after dropping `--` comments outside them.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    const dollar = /^\$[A-Za-z_]*\$/.exec(rest);
    if (dollar) {
      const end = sql.indexOf(dollar[0], i + dollar[0].length);
      const stop = end === -1 ? sql.length : end + dollar[0].length;
      current += sql.slice(i, stop);
      i = stop;
    } else if (rest.startsWith("'")) {
      const end = sql.indexOf("'", i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      current += sql.slice(i, stop);
      i = stop;
    } else if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (rest.startsWith(';')) {
      statements.push(current);
      current = '';
      i++;
    } else {
      current += sql[i];
      i++;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
