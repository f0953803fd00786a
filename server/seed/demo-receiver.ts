import { createHash } from 'node:crypto';
import type { Env, Hono } from 'hono';

/** Where the demo's webhooks point: this service's own loopback address, never another host. */
export const demoReceiverPath = '/demo-receiver';

/** The demo endpoints: two healthy, one flaky, so the webhook pages show both kinds of life. */
export const demoEndpoints = [
  { name: 'shop-orders', eventTypes: ['delivered', 'bounced', 'complained'] },
  { name: 'crm-sync', eventTypes: ['bounced', 'complained', 'opened', 'clicked', 'failed'] },
  { name: 'analytics-flaky', eventTypes: ['delivered', 'opened', 'clicked'] },
] as const;

/** About two in five deliveries to the flaky endpoint fail their first attempt; the retry lands. */
const failsFirst = (deliveryId: string) => createHash('sha256').update(deliveryId).digest()[0]! < 102;

/**
 * A receiver for the demo's webhooks, on the service's own port (SEED=demo only). It answers like a
 * real endpoint would: quickly, 200 with a short body, or 503 on a flaky first try.
 */
export function mountDemoReceiver<E extends Env>(app: Hono<E>) {
  const seen = new Set<string>();
  app.post(`${demoReceiverPath}/:name`, async (c) => {
    await c.req.text();
    const id = c.req.header('x-service-delivery-id') ?? '';
    const first = !seen.has(id);
    if (first) {
      seen.add(id);
      if (seen.size > 10_000) seen.clear();
    }
    if (c.req.param('name').endsWith('-flaky') && first && failsFirst(id)) {
      return c.text('upstream busy, try again', 503);
    }
    return c.text('ok', 200);
  });
}

/** The loopback base URL of the receiver for a service listening on `host:port`, or null when none. */
export function demoReceiverUrl(host: string, port: number): string | null {
  const loopbackOrAny = ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1'].includes(host);
  if (!loopbackOrAny) return null;
  const address = host === '::1' ? '[::1]' : '127.0.0.1';
  return `http://${address}:${port}${demoReceiverPath}/`;
}
