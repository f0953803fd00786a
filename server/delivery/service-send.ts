import type { ServiceContext } from '../context';
import { sendWebhook, type AttemptResult } from './webhook-sender';

/**
 * A claim outlasts the attempt's deadline, which bounds the whole attempt (DNS included), so a
 * process still sending always holds it: no second process sends the same attempt at the same time.
 */
export const sendLeaseUntil = (ctx: ServiceContext) =>
  new Date(ctx.now().getTime() + ctx.config.WEBHOOK_TIMEOUT_MS + 30_000);

/**
 * One outgoing POST under the service's settings for user-configured addresses: the webhook
 * deadline, its resolver, and loopback only where the configuration allows it (or the demo's own
 * receiver).
 */
export function sendAsService(
  ctx: ServiceContext,
  input: Omit<Parameters<typeof sendWebhook>[0], 'timeoutMs' | 'dnsServers' | 'allowLoopback'>,
): Promise<AttemptResult> {
  return sendWebhook({
    ...input,
    timeoutMs: ctx.config.WEBHOOK_TIMEOUT_MS,
    dnsServers: ctx.config.WEBHOOK_DNS_SERVERS,
    allowLoopback:
      ctx.config.ALLOW_LOOPBACK_WEBHOOKS ||
      (ctx.demoReceiverUrl !== undefined && input.url.startsWith(ctx.demoReceiverUrl)),
  });
}
