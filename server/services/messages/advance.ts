import type { ServiceContext } from '../../context';
import { advanceMessageStep, claimDueMessage } from '../../store/repos/simulator-repo';
import { mailboxProvider } from './mailbox-provider';
import { recordEvent } from './record-event';
import type { MessageHeader } from './caller-headers';
import { stepsFor, type Step } from './scenarios';

/** Links a recipient visits after a step (scenarios.ts `visit`): its kind and the message's headers. */
export interface Visit {
  kind: NonNullable<Step['visit']>;
  headers: MessageHeader[];
}

/**
 * Claims the next message due for a step and applies that step, in one transaction. The claim is a
 * row lock other processes skip, so several service processes on one PostgreSQL never apply the
 * same step twice, and a crash mid-step applies nothing. False when no message is due; else what the
 * recipient visits now that the step is in (null for nothing), for the caller to do outside it.
 */
export async function advanceDueMessage(ctx: ServiceContext): Promise<false | { visit: Visit | null }> {
  let visit: Visit | null = null;
  let counted: { type: string; to: string } | undefined;
  const advanced = await ctx.db.transaction(async (tx) => {
    counted = undefined;
    visit = null;
    const message = await claimDueMessage(tx, ctx.now());
    if (!message) return false;
    const steps = stepsFor(message.scenario, message.to_email);
    const step = steps[message.step];
    const at = ctx.now();
    const next = steps[message.step + 1];
    const nextStepAt = next ? new Date(at.getTime() + next.wait * ctx.config.SIMULATOR_STEP_MS) : null;
    if (!step) await advanceMessageStep(tx, message.id, nextStepAt);
    else {
      await recordEvent(tx, message, step, at, nextStepAt);
      counted = { type: step.event, to: message.to_email };
      if (step.visit) visit = { kind: step.visit, headers: message.headers };
    }
    return true;
  });
  if (counted) ctx.metrics.messageEvent(counted.type, mailboxProvider(counted.to.split('@')[1] ?? ''));
  return advanced && { visit };
}
