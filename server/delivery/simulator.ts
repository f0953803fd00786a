import type { ServiceContext } from '../context';
import { advanceDueMessage } from '../services/messages/advance';

const batchSize = 50;

/**
 * Moves due messages one step along their scenario, each in its own transaction
 * (services/messages/advance.ts). Returns how many steps were applied.
 */
export async function runSimulatorOnce(ctx: ServiceContext): Promise<number> {
  let applied = 0;
  while (applied < batchSize && (await advanceDueMessage(ctx))) applied++;
  return applied;
}
