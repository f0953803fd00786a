import { parseArgs } from 'node:util';
import { permissionSchema, type Permission } from '../../src/contract';
import { loadConfig } from '../config';
import { openDb } from '../store/db';
import { migrate } from '../store/migrate';
import { createKey, listKeys, revokeKey } from '../store/repos/keys-repo';

const usage = `Usage: npm run keys -- <command>

  create --name <name> --permissions admin,stats,send   create a key; it is printed once
  list                                                  list keys (never the keys themselves)
  revoke <id>                                           revoke a key at once

Uses DATABASE_URL, or the PGlite store in DATA_DIR (default ./.data), which must not be in use
by a running service.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      permissions: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, arg] = positionals;
  if (values.help || !command) return console.log(usage);
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    if (command === 'create') {
      const permissions = (values.permissions ?? '').split(',').filter(Boolean);
      const parsed = permissions.map((p) => permissionSchema.safeParse(p));
      if (!permissions.length || parsed.some((p) => !p.success)) {
        throw new Error('--permissions must be a comma list of admin, stats, send');
      }
      const key = await createKey(db, values.name ?? 'unnamed', [...new Set(permissions)] as Permission[]);
      console.log(
        `Created key ${key.id} (${key.permissions.join(', ')}). Store it now; it is not shown again:\n${key.key}`,
      );
    } else if (command === 'list') {
      for (const k of await listKeys(db)) {
        const state = k.revoked_at ? `revoked ${k.revoked_at.toISOString()}` : 'active';
        const used = k.last_used_at ? `last used ${k.last_used_at.toISOString()}` : 'never used';
        console.log(`${k.id}\t${k.name}\t…${k.key_hint}\t${k.permissions.join(',')}\t${state}\t${used}`);
      }
    } else if (command === 'revoke') {
      const id = Number(arg);
      if (!Number.isInteger(id) || id < 1) throw new Error('revoke needs the numeric id shown by `list`');
      const result = await db.transaction((tx) => revokeKey(tx, id));
      const said = {
        revoked: `Revoked key ${id}.`,
        not_found: `No key ${id}.`,
        already_revoked: `Key ${id} is already revoked.`,
        last_admin: `Key ${id} is the last active admin key; create another admin key first.`,
      };
      console.log(said[result.outcome]);
      if (result.outcome !== 'revoked') process.exitCode = 1;
    } else {
      throw new Error(`Unknown command "${command}".\n\n${usage}`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
