import type { ServiceContext } from '../context';

/**
 * A claim outlasts the attempt's deadline, which bounds the whole attempt (DNS included), by a
 * margin to record it, so a process still sending always holds it: no second process sends the
 * same attempt at the same time.
 */
export const sendLeaseUntil = (ctx: ServiceContext) =>
  new Date(ctx.now().getTime() + ctx.config.WEBHOOK_TIMEOUT_MS + ctx.config.WEBHOOK_LEASE_MARGIN_MS);
