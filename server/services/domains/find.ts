import type { Queryable } from '../../store/db';
import { findDomain } from '../../store/repos/domains-repo';
import { NotFound } from '../errors';

/** A kept sending domain, or 404; `lock` holds its row for the caller's write. */
export async function domainOrNotFound(db: Queryable, id: number, lock = false) {
  const domain = await findDomain(db, id, lock);
  if (!domain) throw new NotFound(`Domain ${id}`);
  return domain;
}
