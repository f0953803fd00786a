import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeRows } from '../test/fixtures';
import { api, ok, startMswServer } from '@/test/msw';
import { exportFileName, exportSuppressions } from './export-suppressions';

const server = startMswServer();

describe('exportSuppressions', () => {
  it('follows the cursor 1000 rows at a time with the filter, escaping formula cells', async () => {
    const rows = makeRows(2500, 'x.io').map((r, i) =>
      i === 3 ? { ...r, email: '=HYPERLINK("evil")@x.io' } : r,
    );
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/suppressions'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        const offset = Number(params.get('cursor') ?? 0);
        const next = offset + 1000 < rows.length ? String(offset + 1000) : null;
        return HttpResponse.json(
          ok({ suppressions: rows.slice(offset, offset + 1000), total: rows.length, next_cursor: next }),
        );
      }),
    );
    const progress: [number, number][] = [];
    const { parts, count } = await exportSuppressions(
      { q: 'x.io', reason: ['complaint', 'manual'], order: 'email_asc' },
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    expect(count).toBe(2500);
    expect(queries.map((q) => q.get('cursor'))).toEqual([null, '1000', '2000']);
    expect(queries[0]!.get('limit')).toBe('1000');
    expect(queries[0]!.get('q')).toBe('x.io');
    expect(queries[0]!.get('reason')).toBe('complaint,manual');
    expect(queries[0]!.get('order')).toBe('email_asc');
    expect(progress).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
    const lines = parts.join('').split('\r\n');
    expect(lines[0]).toBe('email,reason,created_at');
    expect(lines[1]).toBe(`user0@x.io,manual,${rows[0]!.created_at}`);
    expect(lines[4]).toBe(`"'=HYPERLINK(""evil"")@x.io",unsubscribe,${rows[3]!.created_at}`);
    expect(lines).toHaveLength(2502);
  });

  it('filters here when the service sends the whole list at once', async () => {
    server.use(
      http.get(api('/suppressions'), () => HttpResponse.json(ok({ suppressions: makeRows(40), total: 40 }))),
    );
    const { count, parts } = await exportSuppressions({
      q: 'user1',
      reason: ['complaint'],
      order: 'email_asc',
    });
    // user1, user10–19: of those, indexes ≡ 2 (mod 4) are complaints: user10, user14, user18.
    expect(count).toBe(3);
    expect(parts.join('')).toContain('user14@example.test,complaint');
  });

  it('sends the failure side and class filters, and names the file after them', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/suppressions'), ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(ok({ suppressions: makeRows(2), total: 2, next_cursor: null }));
      }),
    );
    const filter = {
      q: '',
      reason: [],
      order: 'created_at_desc' as const,
      bounce_side: ['sender' as const],
      bounce_class: ['authentication' as const],
    };
    expect((await exportSuppressions(filter)).count).toBe(2);
    expect(queries[0]!.get('bounce_side')).toBe('sender');
    expect(queries[0]!.get('bounce_class')).toBe('authentication');
    expect(exportFileName(filter, new Date('2026-11-21T10:00:00Z'))).toBe(
      'suppressions-sender-authentication-2026-11-21.csv',
    );
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    server.use(
      http.get(api('/suppressions'), () => {
        controller.abort();
        return HttpResponse.json(ok({ suppressions: makeRows(1000), total: 5000, next_cursor: 'n' }));
      }),
    );
    await expect(
      exportSuppressions({ q: '', reason: [], order: 'created_at_desc' }, { signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('names the file after the filter and the day', () => {
    const day = new Date('2026-11-21T10:00:00Z');
    expect(exportFileName({ q: '', reason: [], order: 'created_at_desc' }, day)).toBe(
      'suppressions-2026-11-21.csv',
    );
    expect(exportFileName({ q: 'x', reason: ['complaint'], order: 'created_at_desc' }, day)).toBe(
      'suppressions-complaint-search-2026-11-21.csv',
    );
  });
});
