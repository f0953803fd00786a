import { describe, expect, it } from 'vitest';
import type { Suppression } from '@/contract';
import { filterSuppressions, pageOf, parseOffsetCursor } from './client-list';

const row = (id: number, email: string, reason: Suppression['reason'], created_at: string): Suppression => ({
  id,
  email,
  reason,
  created_at,
});
const rows = [
  row(1, 'bob@b.io', 'manual', '2026-01-02T00:00:00.000Z'),
  row(2, 'Ann@a.io', 'complaint', '2026-01-03T00:00:00+00:00'),
  row(3, 'carl@c.io', 'complaint', '2026-01-01T00:00:00.000Z'),
  row(4, 'dan@a.io', 'unsubscribe', '2026-01-03T00:00:00.000Z'),
];
const emails = (list: Suppression[]) => list.map((r) => r.email);

describe('filterSuppressions', () => {
  it('searches case-insensitively on a substring and filters by reasons', () => {
    expect(emails(filterSuppressions(rows, { q: 'A.IO', reason: [], order: 'email_asc' }))).toEqual([
      'Ann@a.io',
      'dan@a.io',
    ]);
    expect(emails(filterSuppressions(rows, { q: '', reason: ['complaint'], order: 'email_asc' }))).toEqual([
      'Ann@a.io',
      'carl@c.io',
    ]);
  });

  it('sorts newest and oldest first by time (whatever the ISO form), ties by id', () => {
    const newest = filterSuppressions(rows, { q: '', reason: [], order: 'created_at_desc' });
    expect(newest.map((r) => r.id)).toEqual([4, 2, 1, 3]);
    const oldest = filterSuppressions(rows, { q: '', reason: [], order: 'created_at_asc' });
    expect(oldest.map((r) => r.id)).toEqual([3, 1, 2, 4]);
  });

  it('leaves the input untouched', () => {
    const copy = [...rows];
    filterSuppressions(rows, { q: '', reason: [], order: 'email_asc' });
    expect(rows).toEqual(copy);
  });
});

describe('pageOf', () => {
  it('pages with offset cursors and ends with null', () => {
    const first = pageOf(rows, 3);
    expect(first).toMatchObject({ total: 4, next_cursor: 'o:3' });
    expect(first.suppressions).toHaveLength(3);
    const last = pageOf(rows, 3, first.next_cursor!);
    expect(last.suppressions.map((r) => r.id)).toEqual([4]);
    expect(last.next_cursor).toBeNull();
  });

  it('treats a foreign or broken cursor as the start', () => {
    expect(parseOffsetCursor('eyJrIjoxfQ')).toBe(0);
    expect(parseOffsetCursor(undefined)).toBe(0);
    expect(pageOf([], 50, 'o:100')).toEqual({ suppressions: [], total: 0, next_cursor: null });
  });
});
