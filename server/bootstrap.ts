import type { Config } from './config';
import type { Db } from './store/db';
import { countKeys, createKey, ensureKey } from './store/repos/keys-repo';

/**
 * Env keys first; then, on a store with no key at all, one full key so a new user can sign in.
 * That key is returned once, to be printed once: only its hash is kept.
 */
export async function bootstrapKeys(db: Db, config: Config): Promise<string | null> {
  if (config.ADMIN_API_KEY) await ensureKey(db, 'ADMIN_API_KEY', config.ADMIN_API_KEY, 'admin');
  if (config.STATS_API_KEY) await ensureKey(db, 'STATS_API_KEY', config.STATS_API_KEY, 'stats');
  if (config.SEND_API_KEY) await ensureKey(db, 'SEND_API_KEY', config.SEND_API_KEY, 'send');
  if ((await countKeys(db)) > 0) return null;
  const { key } = await createKey(db, 'first key', ['admin', 'stats', 'send']);
  return key;
}
