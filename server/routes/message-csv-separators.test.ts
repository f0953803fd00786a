import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

/**
 * The export read where `;` or tab separates cells (many European locales, TSV imports): a cell
 * holding a separator is quoted, so what follows it never becomes a cell of its own, let alone a
 * formula. Over real HTTP: sent through the API, exported through the API.
 */
let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const cases = [
  ['x;=1+1', '"x;=1+1"'],
  ['x;@SUM(A1)', '"x;@SUM(A1)"'],
  ['x;+cmd', '"x;+cmd"'],
  ['x\t=1+1', '"x\t=1+1"'],
  ['x\t@SUM(A1)', '"x\t@SUM(A1)"'],
  ['-1\t=2', `"'-1\t=2"`],
  ['=1;=2', `"'=1;=2"`],
  ['a; "b"', '"a; ""b"""'],
  ['plain text', 'plain text'],
] as const;

describe('GET /messages/export in semicolon and tab locales', () => {
  it.each(cases)('writes the subject %j as the cell %s', async (subject, cell) => {
    const sent = await s.call('POST', '/messages', { to: 'someone@csv.test', subject }, s.keys.send);
    expect(sent.status, sent.text).toBe(202);
    const id = sent.json.data.message.id as string;
    const csv = await s.call('GET', '/messages/export', undefined, s.keys.stats);
    expect(csv.status).toBe(200);
    const line = csv.text.split('\r\n').find((l) => l.startsWith(`${id},`));
    expect(line).toContain(`,someone@csv.test,notifications@`);
    expect(line).toContain(`,${cell},`);
  });
});
