import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { migrations } from './migrate';

/**
 * The SQL each released migration runs, pinned: a store that applied a version never runs it again,
 * so an edit (or a shared constant it is built from changing) would leave old and new stores apart.
 * A new migration is added here once released; a pinned one is never edited.
 */
const released: Record<number, string> = {
  1: 'e1626349768d2957',
  2: '53ff3223e0ab8937',
  3: 'ae7b7e5017b92419',
  14: 'bab6ecb1e71d422f',
  17: 'eb7038c62692d519',
  18: '8da3347fe9e0d390',
  19: 'd1276002eb72d6e8',
  20: '41190ac9a51a4b6e',
  21: '35ddbacb0ddf4ea1',
  22: '2ce18f8c93acb4c1',
  23: '7f3a1f144dcc9d1e',
  24: '894f8b8d9d0b96d3',
  25: '288c263e984172b7',
  26: '6b6dd20efeda9713',
};

it('runs the same SQL for every released migration', () => {
  const hashes = Object.fromEntries(
    migrations
      .filter((m) => m.version in released)
      .map((m) => [m.version, createHash('sha256').update(m.sql).digest('hex').slice(0, 16)]),
  );
  expect(hashes).toEqual(released);
});
