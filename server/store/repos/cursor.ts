import { InvalidInputError } from '../invalid-input';

const invalid = (message: string, details: { field: string; message: string }[]) =>
  new InvalidInputError(message, details);

/**
 * Keyset cursors: the sort key and id of the last row of a page, with the order they belong to,
 * base64url-encoded. Opaque to clients; checked on the way back in.
 */
export const encodeCursor = (order: string, key: string, id: number | string) =>
  Buffer.from(JSON.stringify([order, key, id])).toString('base64url');

const timestampKey = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const uuidId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `idKind` is the type of the list's id column. The key and id are checked to have the shape that list
 * writes, so a cursor from another list or an edited one is a 400, never a failing SQL cast (500).
 */
export function decodeCursor(
  cursor: string,
  order: string,
  idKind: 'int' | 'uuid',
): { key: string; id: number | string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const notOurs = () =>
    invalid('The cursor is not valid; use the next_cursor of a previous page.', [
      { field: 'cursor', message: 'is not a cursor this service issued' },
    ]);
  if (!Array.isArray(parsed) || parsed.length !== 3) throw notOurs();
  const [issuedFor, key, id] = parsed as unknown[];
  if (issuedFor !== order) {
    throw invalid('The cursor belongs to another sort order; start again without a cursor.', [
      { field: 'cursor', message: `was issued for order ${String(issuedFor)}` },
    ]);
  }
  const keyOk =
    typeof key === 'string' &&
    (!order.startsWith('created_at') || (timestampKey.test(key) && Number.isFinite(Date.parse(key))));
  const idOk =
    idKind === 'int'
      ? Number.isSafeInteger(id) && (id as number) > 0
      : typeof id === 'string' && uuidId.test(id);
  if (!keyOk || !idOk) throw notOurs();
  return { key: key as string, id: id as number | string };
}
