import { afterAll, beforeAll, expect, it } from 'vitest';
import { bounceClassSide, classifyEventReply, type BounceClass } from '../../src/contract';
import { smtpReplyFixtures } from '../../src/contract/bounces/replies.fixture';
import { startTestService, type TestService } from '../test/harness';
import { splitStatements } from './migrate';
import senderFaultsNotRecipients from './migrations/043-sender-faults-not-recipients';

// Migration 043 brings rows stored under the older rules to what the classifier records today, and
// leaves every other row alone: checked on every real reply of the fixture table.
let s: TestService;
beforeAll(async () => {
  s = await startTestService();
});
afterAll(() => s.close());

/** What the older rules stored for the replies whose reading changed. */
const before: Record<string, BounceClass> = {
  '550-5.4.5 Daily user sending quota exceeded.': 'rate_limited',
  '554 5.2.0 STOREDRV.Submission.Exception:SubmissionQuotaExceededException; Failed to process message due to a permanent exception with message Cannot submit message.':
    'mailbox_unavailable',
  '550 5.2.2 Sorry, your send quota has been exceeded': 'mailbox_unavailable',
  '452 4.2.2 Sender quota exceeded, try again later': 'mailbox_unavailable',
  '550 5.2.2 user quota exceeded for outgoing mail': 'mailbox_unavailable',
  '521 5.5.2 Error: bare <CR><LF> received': 'unknown',
  '550 5.1.0 Message rejected: bare CR': 'unknown',
  '550 5.7.1 Message contains bare CR': 'policy',
  '550 Rejected: Message contains invalid line endings (bare CR)': 'unknown',
  '550 5.5.0 Requested action not taken: mailbox unavailable. [BN8NAM11FT012.eop-nam11.prod.protection.outlook.com]':
    'invalid_recipient',
  '550 Mailbox unavailable or access denied': 'invalid_recipient',
  '550 Requested action not taken: mailbox unavailable': 'invalid_recipient',
};

it('moves exactly the rows whose reading changed, events and suppressions alike', async () => {
  const sent = await s.call('POST', '/messages', { to: 'anyone@migration.example.test', subject: 'M' });
  await s.settle();
  const id = sent.json.data.message.id as string;
  const replies = [...new Set([...smtpReplyFixtures.map((f) => f.reply), ...Object.keys(before)])].filter(
    (reply) => reply.trim(),
  );
  const event = (reply: string) => ({ type: 'bounced', bounce_type: 'hard', smtp_response: reply });
  const rows = replies.map((reply, i) => {
    const now = classifyEventReply(event(reply))!;
    const stored = before[reply] ?? now.class;
    return { reply, i, stored, storedSide: bounceClassSide[stored], now };
  });
  for (const r of rows) {
    await s.db.query(
      `INSERT INTO message_events (message_id, type, occurred_at, attrs, bounce_class, bounce_side)
       VALUES ($1, 'bounced', now(), $2, $3, $4)`,
      [id, JSON.stringify(event(r.reply)), r.stored, r.storedSide],
    );
    await s.db.query(
      `INSERT INTO suppressions (email, reason, source, bounce_class, bounce_side)
       VALUES ($1, 'hard_bounce', $2, $3, $4)`,
      [
        `r${r.i}@migration.example.test`,
        JSON.stringify({ type: 'automatic', smtp_response: r.reply }),
        r.stored,
        r.storedSide,
      ],
    );
  }
  await s.db.transaction(async (tx) => {
    for (const statement of splitStatements(senderFaultsNotRecipients)) await tx.query(statement);
  });
  const events = await s.db.query<{ reply: string; bounce_class: string; bounce_side: string }>(
    `SELECT attrs ->> 'smtp_response' AS reply, bounce_class, bounce_side FROM message_events
     WHERE message_id = $1 AND type = 'bounced'`,
    [id],
  );
  const suppressions = await s.db.query<{ reply: string; bounce_class: string; bounce_side: string }>(
    `SELECT source ->> 'smtp_response' AS reply, bounce_class, bounce_side FROM suppressions
     WHERE email LIKE '%@migration.example.test'`,
  );
  const wrong = (found: typeof events) =>
    found
      .map((row) => ({ row, now: rows.find((r) => r.reply === row.reply)!.now }))
      .filter(({ row, now }) => row.bounce_class !== now.class || row.bounce_side !== now.side)
      .map(({ row, now }) => `${row.reply.slice(0, 80)}: ${row.bounce_class}, today ${now.class}`);
  expect(events).toHaveLength(replies.length);
  expect(wrong(events)).toEqual([]);
  expect(wrong(suppressions)).toEqual([]);
});
