import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { Received } from './receiver';

/** Checks a webhook request is `eventType`, signed with `secret` over its exact body; answers the body. */
export function expectSignedDelivery(request: Received, secret: string, eventType: string) {
  expect(request.headers['x-service-event']).toBe(eventType);
  expect(request.headers['x-service-signature']).toBe(
    `sha256=${createHmac('sha256', secret).update(request.body).digest('hex')}`,
  );
  return JSON.parse(request.body) as { data: Record<string, unknown> };
}
