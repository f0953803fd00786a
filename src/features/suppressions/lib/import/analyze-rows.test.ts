import { describe, expect, it } from 'vitest';
import { analyzeRows, type ImportMapping } from './analyze-rows';

const mapping: ImportMapping = { hasHeader: true, emailColumn: 0, reasonColumn: 1, defaultReason: 'manual' };

describe('analyzeRows', () => {
  it('lists an address with more than 64 characters before the @ as invalid, saying why', async () => {
    const result = await analyzeRows(
      [['Email'], [`${'a'.repeat(65)}@example.com`], [`${'a'.repeat(64)}@example.com`]],
      mapping,
    );
    expect(result.invalid.map((r) => [r.row, r.note])).toEqual([[2, 'More than 64 characters before the @']]);
    expect(result.items.map((r) => r.row)).toEqual([3]);
  });

  it('sorts every row into one bucket, with file row numbers and the reason values', async () => {
    const rows = [
      ['Email', 'Reason'],
      ['Jane@Example.com ', 'HardBounce'],
      ['not-an-address', 'HardBounce'],
      ['', ''],
      ['jane@example.com', 'SpamComplaint'],
      ['john@example.org', 'customer asked'],
      ['', 'HardBounce'],
      ['ann@example.net', ''],
    ];
    const result = await analyzeRows(rows, mapping);
    expect(result.items).toEqual([
      { row: 2, email: 'jane@example.com', reason: 'hard_bounce' },
      { row: 6, email: 'john@example.org', reason: 'manual' },
      { row: 8, email: 'ann@example.net', reason: 'manual' },
    ]);
    expect(result.invalid.map((r) => [r.row, r.note])).toEqual([
      [3, 'Not a valid email address'],
      [7, 'No address in this row'],
    ]);
    expect(result.duplicates.map((r) => [r.row, r.note])).toEqual([[5, 'Same address as row 2']]);
    expect(result.defaulted.map((r) => [r.row, r.source, r.note])).toEqual([
      [6, 'customer asked', 'Reason not recognized: given the default, Manual'],
      [8, '', 'No reason given: given the default, Manual'],
    ]);
    expect(result.total).toBe(6);
    expect(result.preview.map((r) => [r.status, r.source])).toEqual([
      ['valid', 'HardBounce'],
      ['invalid', 'HardBounce'],
      ['duplicate', 'SpamComplaint'],
      ['defaulted', 'customer asked'],
      ['invalid', 'HardBounce'],
      ['defaulted', ''],
    ]);
    expect(result.summary.entries).toEqual([
      { source: 'HardBounce', reason: 'hard_bounce', defaulted: false, count: 1 },
      { source: 'customer asked', reason: 'manual', defaulted: true, count: 1 },
      { source: '', reason: 'manual', defaulted: true, count: 1 },
    ]);
  });

  it('counts skipped rows apart, and the buckets add up to every row', async () => {
    const rows = [
      ['address', 'tags'],
      ['a@x.io', '*'],
      ['b@x.io', 'news'],
      ['nope', '*'],
      ['A@x.io', '*'],
      ['b@x.io', '*'],
    ];
    const result = await analyzeRows(rows, { ...mapping, reasonColumn: -1, tagsColumn: 1 });
    expect(result.skipped.map((r) => r.row)).toEqual([3]);
    expect(result.items.map((r) => r.row)).toEqual([2, 6]);
    const { items, skipped, invalid, duplicates, total } = result;
    expect([items.length, skipped.length, invalid.length, duplicates.length]).toEqual([2, 1, 1, 1]);
    expect(items.length + skipped.length + invalid.length + duplicates.length).toBe(total);
    expect(result.summary.entries).toEqual([{ source: null, reason: 'manual', defaulted: false, count: 2 }]);
  });

  it('reads a headerless list from its first row, with the default reason', async () => {
    const result = await analyzeRows([['a@x.io'], ['b@x.io']], {
      hasHeader: false,
      emailColumn: 0,
      reasonColumn: -1,
      defaultReason: 'unsubscribe',
    });
    expect(result.items).toEqual([
      { row: 1, email: 'a@x.io', reason: 'unsubscribe' },
      { row: 2, email: 'b@x.io', reason: 'unsubscribe' },
    ]);
  });

  it('works through 100,000 rows in slices, and stops when aborted', async () => {
    const rows = [['email'], ...Array.from({ length: 100_000 }, (_, i) => [`u${i % 90_000}@x.io`])];
    const result = await analyzeRows(rows, { ...mapping, reasonColumn: -1 });
    expect(result.items).toHaveLength(90_000);
    expect(result.duplicates).toHaveLength(10_000);

    const controller = new AbortController();
    const pending = analyzeRows(rows, mapping, { signal: controller.signal, slice: 1000 });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
