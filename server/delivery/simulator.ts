import type { ServiceContext } from '../context';
import { advanceMessageStep, claimDueMessage } from '../store/repos/simulator-repo';
import { recordEvent } from './record-event';
import { stepsFor } from './scenarios';

const batchSize = 50;

/**
 * Moves due messages one step along their scenario. Each message is claimed (a row lock that other
 * processes skip) inside the transaction that applies its step, so several service processes on one
 * PostgreSQL never apply the same step twice, and a crash mid-step applies nothing.
 * Returns how many steps were applied.
 */
export async function runSimulatorOnce(ctx: ServiceContext): Promise<number> {
  let applied = 0;
  for (let i = 0; i < batchSize; i++) {
    const did = await ctx.db.transaction(async (tx) => {
      const message = await claimDueMessage(tx, ctx.now());
      if (!message) return false;
      const steps = stepsFor(message.scenario, message.to_email);
      const step = steps[message.step];
      const at = ctx.now();
      if (step) await recordEvent(tx, message, step, at);
      const next = steps[message.step + 1];
      await advanceMessageStep(
        tx,
        message.id,
        next ? new Date(at.getTime() + next.wait * ctx.config.SIMULATOR_STEP_MS) : null,
      );
      return true;
    });
    if (!did) break;
    applied++;
  }
  return applied;
}
