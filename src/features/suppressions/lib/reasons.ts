import type { BadgeTone } from '@/components/ui/badge';
import { suppressionReasons, type SuppressionReason } from '@/contract';
import { reasonLabels } from '@/lib/labels/reason-labels';

export { suppressionReasons };

interface ReasonMeta {
  label: string;
  tone: BadgeTone;
  /** Plain words for a tooltip: what happened, and what removing the row means. */
  description: string;
  /** Colour of the small dot beside the label. */
  dot: string;
}

export const reasonMeta: Record<SuppressionReason, ReasonMeta> = {
  manual: {
    label: reasonLabels.manual,
    tone: 'neutral',
    description: 'Added by a person or an import, not by the service.',
    dot: 'bg-zinc-400 dark:bg-zinc-500',
  },
  hard_bounce: {
    label: reasonLabels.hard_bounce,
    tone: 'danger',
    description: "A message bounced permanently: the mailbox doesn't exist or refuses mail.",
    dot: 'bg-red-500',
  },
  complaint: {
    label: reasonLabels.complaint,
    tone: 'warning',
    description: 'The recipient marked a message as spam.',
    dot: 'bg-amber-500',
  },
  unsubscribe: {
    label: reasonLabels.unsubscribe,
    tone: 'accent',
    description: 'The recipient asked to stop receiving mail.',
    dot: 'bg-indigo-500',
  },
};

export const isSuppressionReason = (value: string): value is SuppressionReason =>
  (suppressionReasons as readonly string[]).includes(value);

/**
 * Rows per reason under a search. `capped` names the reasons whose count stopped at the service's
 * cap: there are more than that many.
 */
export type ReasonCounts = Record<SuppressionReason, number> & { capped?: readonly SuppressionReason[] };
