import type { Config } from './config';
import type { Db } from './store/db';
import { countActiveAdminKeys, countKeys, createKey, ensureKey } from './store/repos/keys-repo';

export interface BootstrappedKeys {
  /** A full key made for a store with none; returned once, to be printed once: only its hash is kept. */
  firstKey: string | null;
  /** What the operator must hear at the start (a revoked env key, no admin key left), one line each. */
  warnings: string[];
}

const envKeys = [
  ['ADMIN_API_KEY', 'admin'],
  ['STATS_API_KEY', 'stats'],
  ['SEND_API_KEY', 'send'],
] as const;

/**
 * Env keys first; then, on a store that had no key at all and still holds no admin key (no env key,
 * or only STATS_API_KEY / SEND_API_KEY), one full key so a new user can sign in. An env key that was
 * revoked stays revoked (a restart must not undo a revocation): the start says so, and says loudly
 * when no active admin key is left.
 */
export async function bootstrapKeys(db: Db, config: Config): Promise<BootstrappedKeys> {
  const warnings: string[] = [];
  const fresh = (await countKeys(db)) === 0;
  for (const [variable, permission] of envKeys) {
    const value = config[variable];
    if (!value) continue;
    const { revoked_at } = await ensureKey(db, variable, value, permission);
    if (revoked_at)
      warnings.push(
        `${variable} names a key that was revoked on ${revoked_at.toISOString()}; it stays revoked. Unset the variable or set a new value.`,
      );
  }
  if ((await countActiveAdminKeys(db)) > 0) return { firstKey: null, warnings };
  if (fresh) {
    const { key } = await createKey(db, 'first key', ['admin', 'stats', 'send']);
    return { firstKey: key, warnings };
  }
  // The revoked key may have been the way in. It is not re-enabled, and no key is minted behind the
  // operator's back: the service starts (other keys keep working) and says how to make one.
  warnings.push(
    'No active admin key is left, so no key can manage keys, suppressions or webhooks: create one with `npm run keys -- create --name admin --permissions admin` (on PGlite while the service is stopped), or set ADMIN_API_KEY to a new value.',
  );
  return { firstKey: null, warnings };
}
