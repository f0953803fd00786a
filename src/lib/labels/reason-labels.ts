import type { SuppressionReason } from '@/contract';

/** The one wording of each suppression reason, as a label (filters, badges, forms). */
export const reasonLabels: Record<SuppressionReason, string> = {
  manual: 'Manual',
  hard_bounce: 'Hard bounce',
  complaint: 'Complaint',
  unsubscribe: 'Unsubscribe',
};

/** The same reasons inside a sentence: "suppressed after a hard bounce". */
export const reasonPhrases: Record<SuppressionReason, string> = {
  manual: 'being added by hand',
  hard_bounce: 'a hard bounce',
  complaint: 'a spam complaint',
  unsubscribe: 'an unsubscribe',
};
