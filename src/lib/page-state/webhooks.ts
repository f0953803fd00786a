import { deliveryStates, webhookDeliveryListQuerySchema, webhookDeliverySchema } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/**
 * `/webhooks`: which tab is open, and on Verify a signature which receiver language. `explain` was
 * a tab once (Explain a bounce has its own page now): old links still find it.
 */
export const webhooksPageState = pageState(
  () => ({
    tab: z.enum(['endpoints', 'verify', 'explain']),
    lang: z.enum(['node', 'python', 'go']),
  }),
  { tab: 'endpoints', lang: 'node' } as const,
);
export type WebhooksPageState = StateOf<typeof webhooksPageState.shape>;

/** How many of the newest deliveries the log reads: the first look, and "show the latest 200" (the API's most). */
export const deliveryPageSizes = [50, 200] as const;

/**
 * `/webhooks/:id`: the delivery log's filter (a state the contract names; none is every delivery),
 * the delivery whose attempts are open, and how many deliveries are read.
 */
export const webhookPageState = pageState(
  () => ({
    state: z.enum(deliveryStates),
    delivery: webhookDeliverySchema.shape.id,
    limit: webhookDeliveryListQuerySchema.shape.limit.check(
      z.refine((n) => (deliveryPageSizes as readonly number[]).includes(n)),
    ),
  }),
  { limit: deliveryPageSizes[0] },
);
export type WebhookPageState = StateOf<typeof webhookPageState.shape>;
