import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarizeAllFailures } from '../store/repos/failure-summary';
import { findMessage } from '../store/repos/messages-repo';
import { startTestService, type TestService } from '../test/harness';
import { recordLateEvent } from '../test/late-event';

// Why mail fails, end to end: the simulator's replies are classified as the events are recorded,
// and the activity log, the events, the export and the automatic suppressions all say why.
let s: TestService;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestService();
  for (const local of ['anyone', 'bounce', 'softbounce', 'defer', 'fail']) {
    const res = await s.call('POST', '/messages', {
      to: `${local}@why.example.test`,
      from: 'hello@sender.example.test',
      subject: `Why ${local}`,
    });
    expect(res.status, res.text).toBe(202);
    ids[local] = res.json.data.message.id;
  }
  await s.settle();
}, 120_000);
afterAll(() => s.close());

const listed = async (query: string) => {
  const res = await s.call('GET', `/messages?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.data.messages as { id: string; classification?: { class: string; side: string } }[];
};
const idsOf = (messages: { id: string }[]) => messages.map((m) => m.id).sort();

describe('classification recorded with each failure', () => {
  it('explains a bounce on its event, and leaves other events alone', async () => {
    const res = await s.call('GET', `/messages/${ids.bounce}/events`);
    expect(res.status, res.text).toBe(200);
    const events = res.json.data.events as { type: string; classification?: Record<string, unknown> }[];
    const bounced = events.find((e) => e.type === 'bounced')!;
    expect(bounced.classification).toMatchObject({
      class: 'invalid_recipient',
      side: 'recipient',
      code: 550,
      enhanced: '5.1.1',
    });
    expect(bounced.classification!.explanation).toEqual(expect.any(String));
    expect(events.filter((e) => e.type !== 'bounced').every((e) => e.classification === undefined)).toBe(
      true,
    );
  });

  it('puts the newest failure on the message in the activity log', async () => {
    const all = await listed('limit=50');
    const byId = new Map(all.map((m) => [m.id, m]));
    expect(byId.get(ids.bounce!)!.classification).toMatchObject({ class: 'invalid_recipient' });
    expect(byId.get(ids.softbounce!)!.classification).toMatchObject({ class: 'mailbox_unavailable' });
    expect(byId.get(ids.fail!)!.classification).toMatchObject({ side: 'temporary' });
    expect(byId.get(ids.anyone!)!.classification).toBeUndefined();
  });

  it('filters the activity log by bounce class and side', async () => {
    expect(idsOf(await listed('bounce_class=invalid_recipient'))).toEqual([ids.bounce]);
    expect(idsOf(await listed('bounce_class=invalid_recipient,mailbox_unavailable'))).toEqual(
      [ids.bounce!, ids.softbounce!].sort(),
    );
    expect(idsOf(await listed('bounce_side=recipient'))).toEqual([ids.bounce!, ids.softbounce!].sort());
    expect(idsOf(await listed('bounce_side=temporary'))).toEqual([ids.defer!, ids.fail!].sort());
    expect(await listed('bounce_side=sender')).toEqual([]);
    const bad = await s.call('GET', '/messages?bounce_class=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.json.error.details[0].field).toMatch(/^bounce_class/);
  });

  it('lists a message under every class it met, not only its newest', async () => {
    // `throttle@` is deferred twice for sending too fast, then delivered; a late refusal then makes
    // its newest class another. The statistics count both failures, so both drill-downs list it.
    const sent = await s.call('POST', '/messages', { to: 'throttle@mixed.example.test', subject: 'Both' });
    expect(sent.status, sent.text).toBe(202);
    await s.settle();
    const id = sent.json.data.message.id as string;
    const message = (await findMessage(s.ctx.db, id))!;
    const refusal = '550 5.1.1 The email account that you tried to reach does not exist';
    await recordLateEvent(s.ctx.db, message, {
      event: 'bounced',
      status: 'hard_bounced',
      wait: 0,
      attrs: { bounce_type: 'hard', smtp_response: refusal },
    });
    const mixed = (query: string) => listed(`recipient=@mixed.example.test&${query}`);
    expect((await mixed('bounce_class=invalid_recipient'))[0]!.classification).toMatchObject({
      class: 'invalid_recipient',
    });
    expect(idsOf(await mixed('bounce_class=rate_limited'))).toEqual([id]);
    expect(idsOf(await mixed('bounce_side=sender'))).toEqual([id]);
    expect(idsOf(await mixed('bounce_side=recipient'))).toEqual([id]);
    expect(await mixed('bounce_class=temporary')).toEqual([]);
    expect(await mixed('bounce_class=rate_limited&bounce_side=temporary')).toEqual([]);
  });

  it('sums up failures in bulk exactly as the live path does (the bench loads that way)', async () => {
    const read = () =>
      s.db.query(
        'SELECT id, class_bits, bounce_class, bounce_side, bounce_reply, bounce_at FROM messages ORDER BY id',
      );
    const byTrigger = await read();
    expect(byTrigger.some((m) => (m as { class_bits: number }).class_bits !== 0)).toBe(true);
    await s.db.exec(
      'UPDATE messages SET class_bits = 0, bounce_class = NULL, bounce_side = NULL, bounce_reply = NULL, bounce_at = NULL',
    );
    await s.db.exec(summarizeAllFailures);
    expect(await read()).toEqual(byTrigger);
  });

  it('exports the bounce class column', async () => {
    const res = await s.call('GET', '/messages/export');
    expect(res.status, res.text).toBe(200);
    const [header, ...lines] = res.text.trim().split('\r\n');
    // The stream (issue 56) follows it.
    expect(header!.split(',').slice(-2)).toEqual(['bounce_class', 'stream']);
    const classOf = (id: string) =>
      lines
        .find((l) => l.startsWith(id))!
        .split(',')
        .at(-2);
    expect(classOf(ids.bounce!)).toBe('invalid_recipient');
    expect(classOf(ids.anyone!)).toBe('');
  });

  it('classifies automatic suppressions and filters them by side and class', async () => {
    await s.call('POST', '/suppressions', { email: 'manual@why.example.test', reason: 'manual' });
    const res = await s.call('GET', '/suppressions?bounce_side=recipient');
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.suppressions.map((x: { email: string }) => x.email)).toEqual([
      'bounce@why.example.test',
    ]);
    expect(res.json.data.total).toBe(1);
    expect(res.json.data.suppressions[0].source.classification).toMatchObject({
      class: 'invalid_recipient',
      side: 'recipient',
    });
    const sender = await s.call('GET', '/suppressions?bounce_side=sender');
    expect(sender.json.data.suppressions).toEqual([]);
    const byClass = await s.call('GET', '/suppressions?bounce_class=invalid_recipient&q=bounce');
    expect(byClass.json.data.total).toBe(1);
    const all = await s.call('GET', '/suppressions');
    const manual = all.json.data.suppressions.find((x: { email: string }) => x.email.startsWith('manual'));
    expect(manual.source?.classification).toBeUndefined();
  });
});
