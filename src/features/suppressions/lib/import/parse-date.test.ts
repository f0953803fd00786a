import { describe, expect, it } from 'vitest';
import { parseImportDate } from './parse-date';

const now = Date.parse('2026-11-24T00:00:00Z');

describe('parseImportDate', () => {
  it.each([
    ['2025-01-02T03:04:05.000Z', '2025-01-02T03:04:05.000Z'],
    ['2025-01-02 03:04:05', '2025-01-02T03:04:05.000Z'],
    ['2025-01-02T03:04:05+02:00', '2025-01-02T01:04:05.000Z'],
    ['1700000000', '2023-11-14T22:13:20.000Z'],
    ['1700000000000', '2023-11-14T22:13:20.000Z'],
    ['Thu, 13 Oct 2022 18:02:00 UTC', '2022-10-13T18:02:00.000Z'],
    ['Tue, 04 Mar 2025 10:11:12 -0000', '2025-03-04T10:11:12.000Z'],
  ])('reads %s', (cell, iso) => {
    expect(parseImportDate(cell, now)).toBe(iso);
  });

  it.each(['', 'soon', '2030-01-01T00:00:00Z', '12'])('refuses %j', (cell) => {
    expect(parseImportDate(cell, now)).toBeNull();
  });
});
