import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bounceClasses, classWords } from '../../src/contract';
import { smtpReplyFixtures } from '../../src/contract/bounces/replies.fixture';
import deferralsReadAsDeferrals from '../store/migrations/042-deferrals-read-as-deferrals';
import { splitStatements } from '../store/migrate';
import type { Step } from '../services/messages/scenarios';
import { findMessage } from '../store/repos/messages-repo';
import { startTestService, type TestService } from '../test/harness';
import { recordLateEvent } from '../test/late-event';

// One explanation per failure (issue 52): the class written with an event is the one the API
// answers everywhere (event, message, suppression, webhook body), never decided again on read.
let s: TestService;
let id: string;

beforeAll(async () => {
  s = await startTestService();
  const hook = await s.call('POST', '/webhooks', {
    url: 'https://stored.example.com/hook',
    event_types: ['bounced', 'deferred', 'failed'],
  });
  expect(hook.status, hook.text).toBe(201);
  const res = await s.call('POST', '/messages', { to: 'anyone@stored.example.test', subject: 'Stored' });
  expect(res.status, res.text).toBe(202);
  id = res.json.data.message.id;
  await s.settle();
}, 60_000);
afterAll(() => s.close());

const message = async () => (await findMessage(s.db, id))!;
const eventsOf = async () =>
  (await s.call('GET', `/messages/${id}/events`)).json.data.events as {
    type: string;
    smtp_response?: string;
    classification?: { class: string; side: string; explanation: string };
  }[];
const webhookBodies = async () =>
  (await s.db.query<{ body: string }>('SELECT body FROM webhook_deliveries ORDER BY created_at')).map(
    (r) =>
      JSON.parse(r.body) as { data: { smtp_response?: string; bounce_class?: string; bounce_side?: string } },
  );

describe('the stored classification', () => {
  it('reads a deferral that names no reason as temporary, the same in the event, the message and the webhook body', async () => {
    await recordLateEvent(s.db, await message(), {
      wait: 0,
      event: 'deferred',
      status: 'deferred',
      attrs: { smtp_response: 'Message deferred' },
    });
    const deferred = (await eventsOf()).find((e) => e.smtp_response === 'Message deferred')!;
    expect(deferred.classification).toMatchObject({ class: 'temporary', side: 'temporary' });
    const listed = (await s.call('GET', `/messages/${id}`)).json.data.message;
    expect(listed.classification).toMatchObject({ class: 'temporary', side: 'temporary' });
    const body = (await webhookBodies()).find((b) => b.data.smtp_response === 'Message deferred')!;
    expect(body.data).toMatchObject({ bounce_class: 'temporary', bounce_side: 'temporary' });
  });

  it('answers the stored class even when today’s classifier would read the reply otherwise', async () => {
    const reply = '550 5.1.1 User unknown';
    await recordLateEvent(s.db, await message(), {
      wait: 0,
      event: 'bounced',
      status: 'hard_bounced',
      attrs: { bounce_type: 'hard', smtp_response: reply },
    });
    // As if an older classifier had stored another class for it.
    await s.db.query(
      "UPDATE message_events SET bounce_class = 'policy', bounce_side = 'sender' WHERE message_id = $1 AND type = 'bounced'",
      [id],
    );
    await s.db.query("UPDATE messages SET bounce_class = 'policy', bounce_side = 'sender' WHERE id = $1", [
      id,
    ]);
    const bounced = (await eventsOf()).find((e) => e.type === 'bounced')!;
    expect(bounced.classification).toMatchObject({ class: 'policy', side: 'sender' });
    expect(bounced.classification!.explanation).toBe(classWords.policy.explanation);
    const listed = (await s.call('GET', `/messages/${id}`)).json.data.message;
    expect(listed.classification).toMatchObject({ class: 'policy', side: 'sender' });
  });

  it('gives an automatic suppression the class of the event that caused it', async () => {
    const res = await s.call('POST', '/messages', { to: 'bounce@stored-s.example.test', subject: 'S' });
    await s.settle();
    const events = (await s.call('GET', `/messages/${res.json.data.message.id}/events`)).json.data.events;
    const bounced = events.find((e: { type: string }) => e.type === 'bounced');
    const list = await s.call('GET', '/suppressions?q=stored-s.example.test');
    const [row] = list.json.data.suppressions;
    expect(row.source.classification.class).toBe(bounced.classification.class);
    expect(row.source.classification.side).toBe(bounced.classification.side);
  });

  it('moves deferrals stored as unknown by the older hint policy to temporary, with their message (migration 042)', async () => {
    const other = await s.call('POST', '/messages', { to: 'anyone@old.example.test', subject: 'Old' });
    await s.settle();
    const oldId = other.json.data.message.id as string;
    await recordLateEvent(s.db, (await findMessage(s.db, oldId))!, {
      wait: 0,
      event: 'deferred',
      status: 'deferred',
      attrs: { smtp_response: 'Message deferred' },
    });
    await s.db.query(
      "UPDATE message_events SET bounce_class = 'unknown', bounce_side = 'unknown' WHERE message_id = $1",
      [oldId],
    );
    await s.db.query("UPDATE messages SET bounce_class = 'unknown', bounce_side = 'unknown' WHERE id = $1", [
      oldId,
    ]);
    await s.db.transaction(async (tx) => {
      for (const statement of splitStatements(deferralsReadAsDeferrals)) await tx.query(statement);
    });
    const [event] = await s.db.query<{ bounce_class: string; bounce_side: string }>(
      "SELECT bounce_class, bounce_side FROM message_events WHERE message_id = $1 AND type = 'deferred'",
      [oldId],
    );
    expect(event).toEqual({ bounce_class: 'temporary', bounce_side: 'temporary' });
    expect(await findMessage(s.db, oldId)).toMatchObject({ bounce_class: 'temporary' });
  });

  it('sends in each webhook body the class and side stored with its event, for every class and event type', async () => {
    const sent = await s.call('POST', '/messages', { to: 'anyone@walk.example.test', subject: 'Walk' });
    await s.settle();
    const walkId = sent.json.data.message.id as string;
    const steps = bounceClasses.flatMap((cls): Step[] => {
      const reply = smtpReplyFixtures.find((f) => f.class === cls && !f.hints)!.reply;
      return [
        { wait: 0, event: 'deferred', attrs: { smtp_response: reply } },
        { wait: 0, event: 'bounced', attrs: { bounce_type: 'hard', smtp_response: reply } },
        { wait: 0, event: 'failed', attrs: { smtp_response: reply } },
      ];
    });
    for (const step of steps) {
      await recordLateEvent(s.db, (await findMessage(s.db, walkId))!, step);
    }
    const stored = await s.db.query<{
      type: string;
      reply: string;
      bounce_class: string;
      bounce_side: string;
    }>(
      `SELECT type, attrs ->> 'smtp_response' AS reply, bounce_class, bounce_side FROM message_events
       WHERE message_id = $1 AND bounce_class IS NOT NULL`,
      [walkId],
    );
    expect(stored).toHaveLength(steps.length);
    expect(new Set(stored.map((e) => e.bounce_class))).toEqual(new Set(bounceClasses));
    const bodies = (
      await s.db.query<{ body: string }>(`SELECT body FROM webhook_deliveries WHERE body LIKE $1`, [
        `%${walkId}%`,
      ])
    ).map((r) => JSON.parse(r.body) as { event_type: string; data: Record<string, string> });
    expect(bodies).toHaveLength(steps.length);
    for (const e of stored) {
      const body = bodies.find((b) => b.event_type === e.type && b.data.smtp_response === e.reply)!;
      expect(body.data, `${e.type} ${e.reply}`).toMatchObject({
        bounce_class: e.bounce_class,
        bounce_side: e.bounce_side,
      });
    }
    // And the API answers the same stored class on every one of those events.
    const events = (await s.call('GET', `/messages/${walkId}/events`)).json.data.events as {
      type: string;
      smtp_response?: string;
      classification?: { class: string; side: string };
    }[];
    for (const e of stored) {
      const answered = events.find((a) => a.type === e.type && a.smtp_response === e.reply)!;
      expect(answered.classification).toMatchObject({ class: e.bounce_class, side: e.bounce_side });
    }

    // The activity log agrees with the timeline: its stored class filter finds the message under
    // every class the timeline shows and no other, and its row carries the newest failure's class.
    const failures = events.filter((e) => e.classification);
    const shown = new Set(failures.map((e) => e.classification!.class));
    for (const cls of bounceClasses) {
      const listed = await s.call('GET', `/messages?recipient=@walk.example.test&bounce_class=${cls}`);
      expect(listed.status, listed.text).toBe(200);
      const ids = (listed.json.data.messages as { id: string }[]).map((m) => m.id);
      expect(ids, cls).toEqual(shown.has(cls) ? [walkId] : []);
    }
    const [row] = (await s.call('GET', '/messages?recipient=@walk.example.test')).json.data.messages;
    const newest = failures.at(-1)!.classification!;
    expect(row.classification).toMatchObject({ class: newest.class, side: newest.side });

    // And "Why mail failed" counts, per class, the failures the timeline shows for this recipient domain.
    const day = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 10);
    const stats = await s.call(
      'GET',
      `/stats/bounces?group_by=recipient_domain&from=${day(-86_400_000)}&to=${day(0)}`,
    );
    expect(stats.status, stats.text).toBe(200);
    const group = (stats.json.data.groups as { key: string; by_class: Record<string, number> }[]).find(
      (g) => g.key === 'walk.example.test',
    )!;
    const timelineCounts: Record<string, number> = {};
    for (const e of failures)
      timelineCounts[e.classification!.class] = (timelineCounts[e.classification!.class] ?? 0) + 1;
    expect(Object.fromEntries(Object.entries(group.by_class).filter(([, n]) => n > 0))).toEqual(
      timelineCounts,
    );
  });
});
