import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreateSuppressionBody } from '@/contract';
import { api, errorBody, ok, startMswServer } from '@/test/msw';
import { sendSuppressions } from './send-suppressions';

const server = startMswServer();
const items = (n: number): CreateSuppressionBody[] =>
  Array.from({ length: n }, (_, i) => ({ email: `u${i}@x.io`, reason: 'manual' }));
const row = (email: string) => ({ id: 1, email, reason: 'manual', created_at: '2026-01-01T00:00:00.000Z' });

describe('sendSuppressions', () => {
  it('sends batches of at most 1000 and keeps every item’s own result, in order', async () => {
    const sizes: number[] = [];
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        const { items: batch } = (await request.json()) as { items: CreateSuppressionBody[] };
        sizes.push(batch.length);
        const results = batch.map((item, index) =>
          item.email.startsWith('u1')
            ? { index, result: 'exists', suppression: row(item.email) }
            : { index, result: 'created', suppression: row(item.email) },
        );
        return HttpResponse.json(ok({ results, created: 0, exists: 0, invalid: 0 }));
      }),
    );
    const progress: number[] = [];
    const results = await sendSuppressions(items(2500), { onProgress: (d) => progress.push(d) });
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(results[0]).toEqual({ result: 'created' });
    expect(results[1]).toEqual({ result: 'exists' });
    expect(results[2499]).toEqual({ result: 'created' });
  });

  it('marks a failed batch as failed and carries on with the next', async () => {
    let calls = 0;
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        const { items: batch } = (await request.json()) as { items: CreateSuppressionBody[] };
        if (calls++ === 0)
          return HttpResponse.json(errorBody('internal_error', 'Database unavailable.'), { status: 503 });
        const results = batch.map((item, index) => ({
          index,
          result: 'created',
          suppression: row(item.email),
        }));
        return HttpResponse.json(ok({ results, created: batch.length, exists: 0, invalid: 0 }));
      }),
    );
    const results = await sendSuppressions(items(1500));
    expect(results[0]).toEqual({ result: 'failed', error: 'Database unavailable.' });
    expect(results.filter((r) => r.result === 'failed')).toHaveLength(1000);
    expect(results[1000]).toEqual({ result: 'created' });
  });

  it('falls back to single POSTs, at most 4 at a time, when the service has no batch endpoint', async () => {
    let inFlight = 0;
    let most = 0;
    server.use(
      http.post(api('/suppressions/batch'), () =>
        HttpResponse.json(errorBody('not_found', 'No such route.'), { status: 404 }),
      ),
      http.post(api('/suppressions'), async ({ request }) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        const { email } = (await request.json()) as { email: string };
        if (email === 'u1@x.io')
          return HttpResponse.json(errorBody('conflict', 'Already suppressed.'), { status: 409 });
        if (email === 'u2@x.io')
          return HttpResponse.json(errorBody('invalid_request', 'email: must be valid.'), { status: 400 });
        if (email === 'u3@x.io')
          return HttpResponse.json(errorBody('internal_error', 'Boom.'), { status: 500 });
        return HttpResponse.json(ok({ suppression: row(email) }), { status: 201 });
      }),
    );
    const progress: number[] = [];
    const results = await sendSuppressions(items(20), { onProgress: (d) => progress.push(d) });
    expect(results.slice(0, 5)).toEqual([
      { result: 'created' },
      { result: 'exists' },
      { result: 'invalid', error: 'email: must be valid.' },
      { result: 'failed', error: 'Boom.' },
      { result: 'created' },
    ]);
    expect(most).toBe(4);
    expect(progress.at(-1)).toBe(20);
  });

  it('stops before the next batch on Cancel; what was never sent says so', async () => {
    const controller = new AbortController();
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        const { items: batch } = (await request.json()) as { items: CreateSuppressionBody[] };
        controller.abort();
        const results = batch.map((item, index) => ({
          index,
          result: 'created',
          suppression: row(item.email),
        }));
        return HttpResponse.json(ok({ results, created: batch.length, exists: 0, invalid: 0 }));
      }),
    );
    const results = await sendSuppressions(items(2500), { signal: controller.signal });
    expect(results.filter((r) => r.result === 'created')).toHaveLength(1000);
    expect(results.filter((r) => r.result === 'skipped')).toHaveLength(1500);
  });

  it('waits and retries when rate limited', async () => {
    let calls = 0;
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        if (calls++ === 0) {
          return HttpResponse.json(errorBody('rate_limited', 'Slow down.'), {
            status: 429,
            headers: { 'Retry-After': '0' },
          });
        }
        const { items: batch } = (await request.json()) as { items: CreateSuppressionBody[] };
        const results = batch.map((item, index) => ({
          index,
          result: 'created',
          suppression: row(item.email),
        }));
        return HttpResponse.json(ok({ results, created: batch.length, exists: 0, invalid: 0 }));
      }),
    );
    expect(await sendSuppressions(items(3))).toEqual([
      { result: 'created' },
      { result: 'created' },
      { result: 'created' },
    ]);
    expect(calls).toBe(2);
  });
});

describe('sendSuppressions of one import', () => {
  it('names the import in every batch, so the service keeps one entry for the file', async () => {
    const named: unknown[] = [];
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        const body = (await request.json()) as { items: CreateSuppressionBody[]; import?: unknown };
        named.push(body.import);
        const results = body.items.map((item, index) => ({
          index,
          result: 'created',
          suppression: row(item.email),
        }));
        return HttpResponse.json(ok({ results, created: body.items.length, exists: 0, invalid: 0 }));
      }),
    );
    const imported = { id: '0b6f1c1e-5d4a-4b8e-9a43-7f2a1b6c9d10', file: 'list.csv' };
    await sendSuppressions(items(1500), { imported });
    expect(named).toEqual([imported, imported]);
  });

  it('sends plain batches to a service that refuses the import field by name', async () => {
    const bodies: { import?: unknown }[] = [];
    server.use(
      http.post(api('/suppressions/batch'), async ({ request }) => {
        const body = (await request.json()) as { items: CreateSuppressionBody[]; import?: unknown };
        bodies.push(body);
        if (body.import)
          return HttpResponse.json(errorBody('invalid_request', 'Unknown field: import.'), { status: 400 });
        const results = body.items.map((item, index) => ({
          index,
          result: 'created',
          suppression: row(item.email),
        }));
        return HttpResponse.json(ok({ results, created: body.items.length, exists: 0, invalid: 0 }));
      }),
    );
    const results = await sendSuppressions(items(1500), {
      imported: { id: '0b6f1c1e-5d4a-4b8e-9a43-7f2a1b6c9d10', file: 'list.csv' },
    });
    expect(results.every((r) => r.result === 'created')).toBe(true);
    expect(bodies.map((b) => Boolean(b.import))).toEqual([true, false, false]);
  });
});
