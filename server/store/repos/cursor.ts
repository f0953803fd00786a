import { invalid } from '../../http/api-error';

/**
 * Keyset cursors: the sort key and id of the last row of a page, with the order they belong to,
 * base64url-encoded. Opaque to clients; checked on the way back in.
 */
export const encodeCursor = (order: string, key: string, id: number | string) =>
  Buffer.from(JSON.stringify([order, key, id])).toString('base64url');

export function decodeCursor(cursor: string, order: string): { key: string; id: number | string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    typeof parsed[1] !== 'string' ||
    (typeof parsed[2] !== 'number' && typeof parsed[2] !== 'string')
  ) {
    throw invalid('The cursor is not valid; use the next_cursor of a previous page.', [
      { field: 'cursor', message: 'is not a cursor this service issued' },
    ]);
  }
  if (parsed[0] !== order) {
    throw invalid('The cursor belongs to another sort order; start again without a cursor.', [
      { field: 'cursor', message: `was issued for order ${String(parsed[0])}` },
    ]);
  }
  return { key: parsed[1], id: parsed[2] };
}
