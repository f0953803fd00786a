import { describe, expect, it } from 'vitest';
import { analyzeRows, type ImportMapping } from './analyze-rows';

const mapping: ImportMapping = { hasHeader: true, emailColumn: 0, reasonColumn: 1, defaultReason: 'manual' };

describe('analyzeRows', () => {
  it('sorts rows into valid, invalid and duplicate, with file row numbers', async () => {
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
    expect(result.defaulted).toBe(1);
    expect(result.total).toBe(6);
    expect(result.preview.map((r) => r.status)).toEqual([
      'valid',
      'invalid',
      'duplicate',
      'valid',
      'invalid',
      'valid',
    ]);
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
