import type { ServiceContext } from '../context';
import type { MessageRow } from '../store/repos/messages-repo';
import { recordEvent } from './record-event';
import { stepsFor } from './scenarios';

const batchSize = 50;

/**
 * Moves due messages one step along their scenario. Each message is claimed with
 * FOR UPDATE SKIP LOCKED inside the transaction that applies its step, so several service processes
 * on one PostgreSQL never apply the same step twice, and a crash mid-step applies nothing.
 * Returns how many steps were applied.
 */
export async function runSimulatorOnce(ctx: ServiceContext): Promise<number> {
  let applied = 0;
  for (let i = 0; i < batchSize; i++) {
    const did = await ctx.db.transaction(async (tx) => {
      const [message] = await tx.query<MessageRow>(
        `SELECT id, to_email, from_email, subject, status, domain_id, created_at, delivered_at, scenario, step
         FROM messages WHERE next_step_at <= $1 ORDER BY next_step_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [ctx.now()],
      );
      if (!message) return false;
      const steps = stepsFor(message.scenario, message.to_email);
      const step = steps[message.step];
      const at = ctx.now();
      if (step) await recordEvent(tx, message, step, at);
      const next = steps[message.step + 1];
      await tx.query('UPDATE messages SET step = step + 1, next_step_at = $2 WHERE id = $1', [
        message.id,
        next ? new Date(at.getTime() + next.wait * ctx.config.SIMULATOR_STEP_MS) : null,
      ]);
      return true;
    });
    if (!did) break;
    applied++;
  }
  return applied;
}
