import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../test/harness';

// Sender-side bounces, reviewed: every hard bounce is suppressed (the spec), and the whole-filter
// removal narrowed by the causing reply's side takes only those, then Undo puts them back exactly.
let s: TestService;

beforeAll(async () => {
  s = await startTestService();
  for (const local of ['block', 'dmarc', 'policy', 'bounce', 'full']) {
    const res = await s.call('POST', '/messages', {
      to: `${local}@review.example.test`,
      from: 'hello@sender.example.test',
      subject: `Review ${local}`,
    });
    expect(res.status, res.text).toBe(202);
  }
  await s.settle();
  await s.call('POST', '/suppressions', { email: 'manual@review.example.test', reason: 'manual' });
}, 120_000);
afterAll(() => s.close());

type Row = { id: number; email: string; created_at: string; source?: { classification?: { side: string } } };
const list = async (query: string) => {
  const res = await s.call('GET', `/suppressions?limit=100&order=email_asc&${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data.suppressions as Row[];
};
const emails = (rows: Row[]) => rows.map((r) => r.email);

async function steps(id: string, action: 'continue' | 'restore') {
  for (let i = 0; i < 10; i++) {
    const step = await s.call('POST', `/suppressions/removals/${id}/${action}`, { limit: 2 });
    expect(step.status, step.text).toBe(200);
    if (step.json.data.done) return step.json.data.removal;
  }
  throw new Error('never done');
}

describe('removing sender-side suppressions, and undoing it', () => {
  it('suppresses every hard bounce, whoever was at fault', async () => {
    expect(emails(await list('reason=hard_bounce'))).toEqual([
      'block@review.example.test',
      'bounce@review.example.test',
      'dmarc@review.example.test',
      'full@review.example.test',
      'policy@review.example.test',
    ]);
  });

  it('removes only the sender-side ones, says so on the removal, and restores them exactly', async () => {
    const before = await list('bounce_side=sender');
    expect(emails(before)).toEqual([
      'block@review.example.test',
      'dmarc@review.example.test',
      'policy@review.example.test',
    ]);
    const created = await s.call('POST', '/suppressions/removals', { bounce_side: ['sender'] });
    expect(created.status, created.text).toBe(201);
    const { removal } = created.json.data;
    expect(removal).toMatchObject({ matched: 3, removed: 0, bounce_side: ['sender'] });
    expect(removal.bounce_class).toBeUndefined();

    expect((await steps(removal.id, 'continue')).removed).toBe(3);
    expect(await list('bounce_side=sender')).toEqual([]);
    expect(emails(await list(''))).toEqual([
      'bounce@review.example.test',
      'full@review.example.test',
      'manual@review.example.test',
    ]);
    const trail = await s.call('GET', '/audit-log?action=suppression.remove_matching');
    // One entry per step (newest first), each naming the side it was narrowed to.
    expect(trail.json.data.entries.map((e: { detail: object }) => e.detail)).toEqual([
      expect.objectContaining({ bounce_side: ['sender'], removed: 1 }),
      expect.objectContaining({ bounce_side: ['sender'], removed: 2 }),
    ]);

    expect(await steps(removal.id, 'restore')).toMatchObject({ restored: 3, skipped: 0 });
    // Same ids, dates and origins, and still found by their side.
    expect(await list('bounce_side=sender')).toEqual(before);
  });

  it('narrows by class and search together, and refuses an unknown side', async () => {
    const created = await s.call('POST', '/suppressions/removals', {
      q: 'dmarc',
      bounce_class: ['authentication', 'reputation'],
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.data.removal).toMatchObject({
      matched: 1,
      bounce_class: ['authentication', 'reputation'],
    });
    expect((await steps(created.json.data.removal.id, 'continue')).removed).toBe(1);
    expect(emails(await list('bounce_side=sender'))).toEqual([
      'block@review.example.test',
      'policy@review.example.test',
    ]);
    await steps(created.json.data.removal.id, 'restore');

    const bad = await s.call('POST', '/suppressions/removals', { bounce_side: ['nobody'] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].field).toMatch(/^bounce_side/);
  });
});
