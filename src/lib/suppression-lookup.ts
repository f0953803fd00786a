import type { Suppression } from '@/contract';
import { callEndpoint } from './call-endpoint';

/**
 * Is this exact address suppressed? `q` is a substring search, so ask in address order and follow
 * the cursor while substring matches ("ann@x.io" also finds "joann@x.io") fill whole pages, until the
 * address is found or proven absent. Shared by the suppressions and messages pages.
 */
export async function findSuppression(email: string, signal?: AbortSignal): Promise<Suppression | null> {
  const wanted = email.trim().toLowerCase();
  let cursor: string | undefined;
  for (let page = 0; page < 20; page++) {
    const data = await callEndpoint('listSuppressions', {
      query: { q: wanted, limit: 100, order: 'email_asc', cursor },
      signal,
    });
    const hit = data.suppressions.find((s) => s.email.toLowerCase() === wanted);
    if (hit) return hit;
    // A service that does not page answered everything it has at once.
    if (!data.next_cursor) return null;
    cursor = data.next_cursor;
  }
  return null;
}
