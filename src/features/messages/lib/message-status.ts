import { finalStatuses, type MessageStatus } from '@/contract';
import type { BadgeTone } from '@/components/ui/badge';
import { messageStatusLabels } from '@/lib/labels/message-status-labels';

export interface StatusMeta {
  label: string;
  tone: BadgeTone;
  /**
   * What the status means, in words a support person can repeat to a customer. For a failure it says
   * nothing of the address or what follows: that is the failure story's (src/lib/failure-story.ts),
   * from the stored classification.
   */
  meaning: string;
}

export const statusMeta: Record<MessageStatus, StatusMeta> = {
  pending: {
    label: messageStatusLabels.pending,
    tone: 'neutral',
    meaning: 'Accepted by the service and about to be queued; nothing has been sent yet.',
  },
  queued: {
    label: messageStatusLabels.queued,
    tone: 'accent',
    meaning: "Waiting in the queue to be handed to the recipient's mail server.",
  },
  delivered: {
    label: messageStatusLabels.delivered,
    tone: 'success',
    meaning:
      "The recipient's mail server accepted the message. Where it filed it (inbox or spam) is up to that server.",
  },
  soft_bounced: {
    label: messageStatusLabels.soft_bounced,
    tone: 'warning',
    meaning: "Refused for now by the recipient's mail server.",
  },
  hard_bounced: {
    label: messageStatusLabels.hard_bounced,
    tone: 'danger',
    meaning: "Refused for good by the recipient's mail server.",
  },
  complained: {
    label: messageStatusLabels.complained,
    tone: 'danger',
    meaning: "Delivered, then the recipient marked it as spam. The service won't send to this address again.",
  },
  deferred: {
    label: messageStatusLabels.deferred,
    tone: 'warning',
    meaning: "The recipient's mail server asked to try again later.",
  },
  failed: {
    label: messageStatusLabels.failed,
    tone: 'danger',
    meaning: 'Not delivered after repeated attempts.',
  },
};

/** Nothing more will change the status: stop watching it. */
export const isFinalStatus = (status: MessageStatus) => finalStatuses.includes(status);
