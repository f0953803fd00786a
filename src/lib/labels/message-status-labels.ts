import type { MessageStatus } from '@/contract';

/** The one wording of each message status, for badges, filters and the suppression panel alike. */
export const messageStatusLabels: Record<MessageStatus, string> = {
  pending: 'Pending',
  queued: 'Queued',
  delivered: 'Delivered',
  soft_bounced: 'Soft bounced',
  hard_bounced: 'Hard bounced',
  complained: 'Complained',
  deferred: 'Deferred',
  failed: 'Failed',
};
