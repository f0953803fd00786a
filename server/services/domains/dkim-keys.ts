import type { DkimRole } from '../../../src/contract/domains';
import type { Queryable } from '../../store/db';
import { insertDkimKey, publishedKeys, takenSelectors } from '../../store/repos/dkim-keys-repo';
import { newDkimKeyPair, nextSelector, type DkimKeyPair } from './dkim-key';

/** Stores `pair` as the domain's key in `role` under its next selector; false when that role is taken. */
export async function storeNewKey(
  tx: Queryable,
  domainId: number,
  role: DkimRole,
  pair: DkimKeyPair,
  at: Date,
) {
  const selector = nextSelector(await takenSelectors(tx, domainId));
  const stored = await insertDkimKey(tx, domainId, { selector, role, ...pair, at });
  return stored ? selector : null;
}

/**
 * A domain that has no signing key yet (one named by statistics or the demo before domains had
 * keys) gets one on first read, as an added domain does; two readers at once store one.
 */
export async function ensureActiveKey(db: Queryable, domainId: number, at: Date) {
  if ((await publishedKeys(db, domainId)).some((k) => k.role === 'active')) return;
  await storeNewKey(db, domainId, 'active', await newDkimKeyPair(), at);
}
