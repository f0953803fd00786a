import { describe, expect, it } from 'vitest';
import type { ImportAnalysis } from './analyze-rows';
import { buildReport, reportRowsCsv } from './import-report';

const analysis: ImportAnalysis = {
  items: [
    { row: 2, email: 'a@x.io', reason: 'manual' },
    { row: 3, email: 'b@x.io', reason: 'complaint' },
    { row: 4, email: 'c@x.io', reason: 'manual' },
    { row: 6, email: '-d@x.io', reason: 'hard_bounce' },
    { row: 7, email: 'e@x.io', reason: 'manual' },
  ],
  invalid: [
    {
      row: 5,
      raw: '=cmd()',
      status: 'invalid',
      email: '=cmd()',
      reason: 'manual',
      note: 'Not a valid email address',
    },
  ],
  duplicates: [{ row: 8, raw: 'a@x.io', status: 'duplicate', email: 'a@x.io', reason: 'manual' }],
  skipped: [
    {
      row: 9,
      raw: 'soft@x.io',
      status: 'skipped',
      email: 'soft@x.io',
      reason: 'manual',
      source: 'SoftBounce',
      note: 'Skipped: Postmark did not suppress it (SoftBounce, Inactive false)',
    },
  ],
  defaulted: [],
  preview: [],
  summary: { entries: [], other: {} },
  total: 8,
};

describe('buildReport', () => {
  it('counts every row once: created, already present, invalid, failed, and not sent after Cancel', () => {
    const report = buildReport(
      analysis,
      [
        { result: 'created' },
        { result: 'exists' },
        { result: 'invalid', error: 'must be a valid email address' },
        { result: 'failed', error: 'Server error.' },
        { result: 'skipped' },
      ],
      true,
    );
    expect(report).toMatchObject({ created: 1, exists: 1, duplicates: 1, cancelled: true });
    expect(report.invalid.map((r) => r.row)).toEqual([4, 5]);
    expect(report.skipped).toEqual([
      {
        row: 9,
        email: 'soft@x.io',
        source: 'SoftBounce',
        error: 'Skipped: Postmark did not suppress it (SoftBounce, Inactive false)',
      },
    ]);
    expect(report.failed).toEqual([
      { row: 6, email: '-d@x.io', reason: 'hard_bounce', error: 'Server error.' },
      { row: 7, email: 'e@x.io', reason: 'manual', error: 'Not sent: the import was cancelled' },
    ]);
  });

  it('writes failed rows as CSV the importer reads back, escaping spreadsheet formulas', () => {
    const report = buildReport(analysis, [], false);
    const csv = reportRowsCsv([...report.failed.slice(0, 1), ...report.invalid, ...report.skipped]);
    expect(csv.split('\r\n')).toEqual([
      'email,reason,original_reason,error,row',
      'a@x.io,manual,,Not sent: the import was cancelled,2',
      "'=cmd(),,,Not a valid email address,5",
      'soft@x.io,,SoftBounce,"Skipped: Postmark did not suppress it (SoftBounce, Inactive false)",9',
      '',
    ]);
  });
});
