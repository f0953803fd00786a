import { suppressionListQuerySchema } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/** The page sizes the list offers (the service takes any up to 1,000). */
export const suppressionPageSizes = [25, 50, 100, 250] as const;

/** `/suppressions`: the list's search, filters, order and page, and the address whose panel is open. */
export const suppressionsPageState = pageState(
  () => {
    const query = suppressionListQuerySchema.shape;
    return {
      q: z.string(),
      reason: query.reason,
      bounce_class: query.bounce_class,
      bounce_side: query.bounce_side,
      order: query.order,
      limit: query.limit.check(z.refine((n) => (suppressionPageSizes as readonly number[]).includes(n))),
      cursor: query.cursor,
      address: z.string(),
    };
  },
  { order: 'created_at_desc', limit: 50 },
);
export type SuppressionsPageState = StateOf<typeof suppressionsPageState.shape>;
