import type { StatCounter } from '@/contract';

/** The one wording of each statistics counter, for cards, charts, tables and exports alike. */
export const counterLabels: Record<StatCounter, string> = {
  accepted: 'Accepted',
  delivered: 'Delivered',
  hard_bounced: 'Hard bounced',
  soft_bounced: 'Soft bounced',
  deferred: 'Deferred',
  failed: 'Failed',
  complained: 'Complained',
  opened: 'Opened',
  clicked: 'Clicked',
};
