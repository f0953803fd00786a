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
