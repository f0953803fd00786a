import type { Queryable } from '../store/db';
import { recordKeysUsed } from '../store/repos/keys-repo';

/**
 * "Last used" without a write per request: a key's use is written at most once a minute per
 * process (the first use after a quiet minute is written at once, so a fresh key shows its use).
 * A failed write is forgotten: the next use after the interval tries again.
 */
export function createKeyUsage(db: Queryable, now: () => Date, intervalMs = 60_000) {
  const written = new Map<number, number>();
  return {
    touch(keyId: number) {
      const at = now();
      const last = written.get(keyId);
      if (last !== undefined && at.getTime() - last < intervalMs) return;
      written.set(keyId, at.getTime());
      recordKeysUsed(db, new Map([[keyId, at]])).catch(() => written.delete(keyId));
    },
  };
}
export type KeyUsage = ReturnType<typeof createKeyUsage>;
