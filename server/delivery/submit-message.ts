import { randomUUID } from 'node:crypto';
import type { CreateMessageBody, Suppression } from '../../src/contract';
import type { ServiceContext } from '../context';
import type { MessageRow } from '../store/repos/messages-repo';
import { findSuppressionByEmail } from '../store/repos/suppressions-repo';
import { bumpDailyStat } from './record-event';
import { scenarioFor } from './scenarios';

type Parsed = Required<Pick<CreateMessageBody, 'to' | 'subject'>> & { from?: string | undefined };

/**
 * Accepts a message for delivery, unless its recipient is suppressed. The suppression check, the
 * message row and the day's `accepted` counter are one transaction.
 */
export async function submitMessage(
  ctx: ServiceContext,
  body: Parsed,
  at = ctx.now(),
): Promise<{ message: MessageRow } | { suppressed: Suppression }> {
  return ctx.db.transaction(async (tx) => {
    const suppressed = await findSuppressionByEmail(tx, body.to);
    if (suppressed) return { suppressed };
    const [domain] = body.from
      ? await tx.query<{ id: number; name: string }>('SELECT id, name FROM domains WHERE name = $1', [
          body.from.split('@')[1],
        ])
      : await tx.query<{ id: number; name: string }>('SELECT id, name FROM domains ORDER BY id LIMIT 1');
    const from = body.from ?? `notifications@${domain?.name ?? 'relaydesk.test'}`;
    const [message] = (await tx.query<MessageRow>(
      `INSERT INTO messages (id, to_email, from_email, subject, status, domain_id, created_at, scenario, next_step_at)
       VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $6)
       RETURNING id, to_email, from_email, subject, status, domain_id, created_at, delivered_at, scenario, step`,
      [randomUUID(), body.to, from, body.subject, domain?.id ?? null, at, scenarioFor(body.to)],
    )) as [MessageRow];
    await bumpDailyStat(tx, at, message.domain_id, 'accepted');
    return { message };
  });
}
