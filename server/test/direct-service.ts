import { testConfig, type Config } from '../config';
import { migrate } from '../store/migrate';
import type { AuditActor } from '../store/repos/audit-repo';
import { createKey } from '../store/repos/keys-repo';
import { freshDb } from './harness';
import { testServiceContext } from './service-context';

/** One audit entry as a service wrote it. */
export interface AuditRow {
  key_id: string | null;
  key_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string | null;
  detail: Record<string, unknown>;
  request_id: string | null;
}

/**
 * For tests that call services directly: a migrated fresh store (PGlite, or a schema of its own on
 * TEST_DATABASE_URL), its context, an actor with a real admin key, and the audit trail to read back.
 */
export async function startServiceContext(overrides: Partial<Config> = {}) {
  const { db, drop } = await freshDb();
  await migrate(db);
  const ctx = testServiceContext(db, testConfig(overrides), () => new Date());
  const key = await createKey(db, 'service test', ['admin', 'stats', 'send']);
  const actor: AuditActor = { keyId: Number(key.id), keyName: 'service test', requestId: 'req-service-test' };
  return {
    ctx,
    db,
    actor,
    audit: async () =>
      db.query<AuditRow>(
        `SELECT key_id::text, key_name, action, target_type, target_id, target_label, detail, request_id
         FROM audit_log ORDER BY id`,
      ),
    /** How many rows `table` holds: what a refused write must leave as it was. */
    count: async (table: string) =>
      Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n),
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
export type ServiceTestContext = Awaited<ReturnType<typeof startServiceContext>>;
