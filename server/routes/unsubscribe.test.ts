import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

const oneClick = 'List-Unsubscribe=One-Click';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** A bulk message to `to`, and its one-click link's path on the test service. */
async function bulkTo(to: string, t: TestService = s) {
  const res = await t.call('POST', '/messages', { to, subject: 'News', stream: 'bulk' });
  expect(res.status).toBe(202);
  const { id, headers } = res.json.data.message;
  const link = /<(https?:\/\/[^>]+)>/.exec(headers[0].value)![1]!;
  return { id: id as string, path: new URL(link).pathname };
}
const visit = (path: string, init: RequestInit = {}, t: TestService = s) =>
  fetch(`${t.base.replace('/api/v1', '')}${path}`, init);
const post = (path: string, body = oneClick, t: TestService = s) =>
  visit(path, { method: 'POST', headers: form, body }, t);

/** Everything an unsubscribe may change, for one address. */
async function stateOf(address: string, t: TestService = s) {
  const [suppressions, requests, audit] = await Promise.all([
    t.db.query('SELECT id, reason, message_id, created_at, source FROM suppressions WHERE email = $1', [
      address,
    ]),
    t.db.query(
      'SELECT message_id, via, requested_at, suppressed_at FROM unsubscribe_requests WHERE address = $1',
      [address],
    ),
    t.db.query('SELECT action, detail FROM audit_log WHERE target_label = $1 ORDER BY id', [address]),
  ]);
  return { suppressions, requests, audit };
}

describe('one-click unsubscribe (RFC 8058)', () => {
  it('shows a page with a button on GET and changes nothing', async () => {
    const { path } = await bulkTo('look@unsub.test');
    const before = await stateOf('look@unsub.test');
    for (let i = 0; i < 3; i++) {
      const res = await visit(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain(`<form method="post" action="${path}">`);
      expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
      expect(html).not.toContain('look@unsub.test');
    }
    expect(await stateOf('look@unsub.test')).toEqual(before);
    expect(before.suppressions).toEqual([]);
  });

  it('suppresses at once on POST (reason unsubscribe, origin the message), once, and a repeat changes nothing', async () => {
    const { id, path } = await bulkTo('leave@unsub.test');
    const first = await post(path);
    expect(first.status).toBe(200);
    const page = await first.text();
    const after = await stateOf('leave@unsub.test');
    expect(after.suppressions).toEqual([
      expect.objectContaining({
        reason: 'unsubscribe',
        message_id: id,
        // The origin message is stored in its column; the API answers it inside the source too.
        source: { type: 'automatic' },
      }),
    ]);
    expect(after.requests).toEqual([
      { message_id: id, via: 'one_click', requested_at: expect.any(Date), suppressed_at: expect.any(Date) },
    ]);
    expect(after.audit).toEqual([
      {
        action: 'suppression.automatic',
        detail: {
          after: { email: 'leave@unsub.test', reason: 'unsubscribe' },
          message_id: id,
          via: 'one_click',
        },
      },
    ]);
    const repeat = await post(path);
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe(page);
    expect(await stateOf('leave@unsub.test')).toEqual(after);
    // The API shows it with its origin.
    const listed = (await s.call('GET', '/suppressions?q=leave%40unsub.test')).json.data.suppressions;
    expect(listed[0]).toMatchObject({ reason: 'unsubscribe', source: { type: 'automatic', message_id: id } });
  });

  it('takes the one-click body as multipart/form-data too (RFC 8058 allows either)', async () => {
    const { id, path } = await bulkTo('multipart@unsub.test');
    const body = new FormData();
    body.set('List-Unsubscribe', 'One-Click');
    expect((await visit(path, { method: 'POST', body })).status).toBe(200);
    expect((await stateOf('multipart@unsub.test')).requests).toMatchObject([
      { message_id: id, via: 'one_click' },
    ]);
  });

  it('records the page’s button as via page', async () => {
    const { path } = await bulkTo('button@unsub.test');
    expect((await post(path, `${oneClick}&from=page`)).status).toBe(200);
    expect((await stateOf('button@unsub.test')).requests).toMatchObject([{ via: 'page' }]);
  });

  it('refuses a POST without the one-click body and changes nothing', async () => {
    const { path } = await bulkTo('body@unsub.test');
    for (const body of ['', 'List-Unsubscribe=Maybe', 'unsubscribe=1'])
      expect((await post(path, body)).status).toBe(400);
    expect(
      (await visit(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status,
    ).toBe(400);
    expect(await stateOf('body@unsub.test')).toEqual({ suppressions: [], requests: [], audit: [] });
  });

  it('answers forged, altered and unknown tokens alike, without saying why, and changes nothing', async () => {
    const { path } = await bulkTo('real@unsub.test');
    const token = path.split('/').pop()!;
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = randomBytes(32).toString('base64url');
    const answers = new Set<string>();
    for (const t of [
      altered,
      forged,
      'short',
      `${token}x`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
    ]) {
      for (const res of [await visit(`/unsubscribe/${t}`), await post(`/unsubscribe/${t}`)]) {
        expect(res.status).toBe(404);
        answers.add(await res.text());
      }
    }
    expect(answers.size).toBe(1);
    expect([...answers][0]).not.toMatch(/real@unsub|expired|hash|signature/i);
    expect(await stateOf('real@unsub.test')).toEqual({ suppressions: [], requests: [], audit: [] });
    expect(
      (
        await s.db.query('SELECT count(*)::int AS n FROM unsubscribe_requests WHERE address NOT LIKE $1', [
          '%@unsub.test',
        ])
      )[0],
    ).toEqual({ n: 0 });
  });

  it('suppresses once when the same token is posted many times at once', async () => {
    const { path } = await bulkTo('race@unsub.test');
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(path)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const state = await stateOf('race@unsub.test');
    expect(state.suppressions).toHaveLength(1);
    expect(state.requests).toHaveLength(1);
    expect(state.audit).toHaveLength(1);
  });

  it('answers 200 for an address already suppressed and changes nothing', async () => {
    const { path } = await bulkTo('already@unsub.test');
    expect((await s.call('POST', '/suppressions', { email: 'already@unsub.test' })).status).toBe(201);
    const before = await stateOf('already@unsub.test');
    expect((await post(path)).status).toBe(200);
    expect(await stateOf('already@unsub.test')).toEqual(before);
    expect(before.suppressions).toMatchObject([{ reason: 'manual' }]);
  });

  it('limits the endpoint per client address', async () => {
    const t = await startTestService();
    try {
      const statuses: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: 150 }, () => visit('/unsubscribe/nothing-here', {}, t)),
      );
      for (const res of answers) statuses.push(res.status);
      expect(statuses.filter((x) => x === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((x) => x === 404).length).toBeGreaterThanOrEqual(100);
      expect(answers.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await t.close();
    }
  });
});

describe('the simulator’s unsubscriber and link scanner', () => {
  it('unsubscribes with one click on bulk mail, and the scanner’s visits change nothing', async () => {
    const t = await startTestService();
    const visits = vi.spyOn(globalThis, 'fetch');
    try {
      const leaver = await bulkTo('unsubscribe+anna@sim.test', t);
      const scanned = await bulkTo('scanner+gate@sim.test', t);
      // Transactional mail has no link to press: the unsubscriber does nothing.
      await t.call('POST', '/messages', { to: 'unsubscribe+tx@sim.test', subject: 'Code 123456' });
      visits.mockClear();
      await t.settle();
      const calls = visits.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method }));
      const self = t.base.replace('/api/v1', '');
      expect(calls).toEqual(
        expect.arrayContaining([
          { url: `${self}${leaver.path}`, method: 'POST' },
          { url: `${self}${scanned.path}`, method: 'GET' },
        ]),
      );
      expect(calls).toHaveLength(2);
      const answers = await Promise.all(visits.mock.results.map((r) => r.value as Promise<Response>));
      expect(answers.map((r) => r.status)).toEqual([200, 200]);

      const left = await stateOf('unsubscribe+anna@sim.test', t);
      expect(left.suppressions).toMatchObject([{ reason: 'unsubscribe', message_id: leaver.id }]);
      expect(left.requests).toMatchObject([{ message_id: leaver.id, via: 'one_click' }]);
      expect(await stateOf('scanner+gate@sim.test', t)).toEqual({
        suppressions: [],
        requests: [],
        audit: [],
      });
      expect(await stateOf('unsubscribe+tx@sim.test', t)).toEqual({
        suppressions: [],
        requests: [],
        audit: [],
      });
      // The scanned message is delivered and nothing else happened to it.
      const message = (await t.call('GET', `/messages/${scanned.id}`)).json.data.message;
      expect(message.status).toBe('delivered');
    } finally {
      visits.mockRestore();
      await t.close();
    }
  });
});
