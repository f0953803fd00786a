import type { ServiceContext } from '../context';
import { sendWebhook, type AttemptResult } from './webhook-sender';

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
