import { parseArgs } from 'node:util';
import { permissions as allPermissions, permissionSchema } from '../../src/contract';
import { loadConfig } from '../config';
import type { ServiceContext } from '../context';
import { outgoingUrlCheck } from '../delivery/outgoing-url';
import { createKey } from '../services/keys/create';
import { revokeKey } from '../services/keys/revoke';
import { openDb } from '../store/db';
import { migrate } from '../store/migrate';
import { serviceActor } from '../store/repos/audit-repo';
import { listKeys } from '../store/repos/keys-repo';
import { instrument } from '../metrics/instrument';

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
  const now = () => new Date();
  // The services take a whole context; the CLI's metrics are made and never scraped.
  const ctx: ServiceContext = {
    ...instrument(db, now),
    config,
    now,
    nudge: () => {},
    outgoingUrlProblem: outgoingUrlCheck(config.ALLOW_LOOPBACK_WEBHOOKS),
  };
  try {
    await migrate(db);
    if (command === 'create') {
      const permissions = (values.permissions ?? '').split(',').filter(Boolean);
      const parsed = permissions.map((p) => permissionSchema.safeParse(p));
      if (!permissions.length || parsed.some((p) => !p.success)) {
        throw new Error('--permissions must be a comma list of admin, stats, send');
      }
      // Whoever holds the store may grant anything; the audit trail names no key for the change.
      const { key, secret } = await createKey(
        ctx,
        serviceActor,
        { name: values.name ?? 'unnamed', permissions },
        allPermissions,
      );
      console.log(
        `Created key ${key.id} (${key.permissions.join(', ')}). Store it now; it is not shown again:\n${secret}`,
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
      // A refusal (no such key, already revoked, the last admin key) is thrown with its reason.
      await revokeKey(ctx, serviceActor, id);
      console.log(`Revoked key ${id}.`);
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
