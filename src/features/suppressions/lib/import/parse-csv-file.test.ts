import { describe, expect, it } from 'vitest';
import { parseCsvFile } from './parse-csv-file';

describe('parseCsvFile', () => {
  it('reads quoted cells, CRLF and a byte-order mark', async () => {
    const file = new File(
      ['\uFEFFemail,reason\r\n"a@x.io","Hard, bounce"\r\n\r\nb@x.io,"say ""hi"""\r\n'],
      'x.csv',
    );
    const rows = await parseCsvFile(file);
    expect(rows.map((r) => r.map((c) => c.replace('\uFEFF', '')))).toEqual([
      ['email', 'reason'],
      ['a@x.io', 'Hard, bounce'],
      ['b@x.io', 'say "hi"'],
    ]);
  });

  it('reads a large file in several chunks, reporting progress', async () => {
    const lines = Array.from({ length: 40_000 }, (_, i) => `user${i}@example.com,HardBounce,Recipient`);
    const file = new File([`Email,Reason,Origin\n${lines.join('\n')}\n`], 'big.csv');
    const progress: number[] = [];
    const rows = await parseCsvFile(file, { onProgress: (p) => progress.push(p) });
    expect(rows).toHaveLength(40_001);
    expect(rows[40_000]).toEqual(['user39999@example.com', 'HardBounce', 'Recipient']);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
  });

  it('gives up when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const file = new File([Array.from({ length: 50_000 }, (_, i) => `u${i}@x.io`).join('\n')], 'a.csv');
    await expect(parseCsvFile(file, { signal: controller.signal })).rejects.toBeDefined();
  });
});
