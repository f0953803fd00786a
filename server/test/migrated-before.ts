import type { Db } from '../store/db';
import { applyMigration, migrations } from '../store/migrate';

/**
 * Brings a fresh store to the schema it had before `version`, recording each migration as applied,
 * so a test can write the data an older release left and then let `migrate` run the rest.
 */
export async function migrateBefore(db: Db, version: number) {
  await db.query(`CREATE TABLE schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const m of migrations.filter((m) => m.version < version))
    await db.transaction(async (tx) => {
      await applyMigration(tx, m);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
}
