import { statsBouncesQuerySchema, statsQuerySchema } from '@/contract';
import { z } from '@/contract/zod';
import { pageState, type StateOf } from './page-state';

/**
 * `/stats`: the range and domain as the statistics API reads them (a day that is no day, a domain
 * that is no ID, are dropped), how the days are shown, what the numbers are compared with, and what
 * "Why mail failed" breaks the failures down by. A range that reads but cannot be asked (inverted,
 * too long) is kept: the page says why in words.
 */
export const statsPageState = pageState(
  () => {
    const query = statsBouncesQuerySchema.shape;
    return {
      from: query.from,
      to: query.to,
      domain_id: query.domain_id,
      view: z.enum(['chart', 'table']),
      compare: z.enum(['previous', 'year']),
      failures_by: query.group_by,
      /** One stream's mail only (issue 56): transactional or bulk; all mail when absent. */
      stream: statsQuerySchema.shape.stream,
    };
  },
  { view: 'chart', compare: 'previous', failures_by: 'class' } as const,
);
export type StatsPageState = StateOf<typeof statsPageState.shape>;
