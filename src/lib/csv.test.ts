import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain@example.com', 'plain@example.com'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1234', "'+1234"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded ', '" padded "'],
    // Where `;` or tab separates cells, an unquoted `x;=1+1` would be two cells, the second a formula.
    ['x;=1+1', '"x;=1+1"'],
    ['x;@SUM(A1)', '"x;@SUM(A1)"'],
    ['x\t=1+1', '"x\t=1+1"'],
    ['\t=1+1', `"'\t=1+1"`],
    [null, ''],
    [42, '42'],
  ])('writes %j as %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
});
