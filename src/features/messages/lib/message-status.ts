import { finalStatuses, type MessageStatus } from '@/contract';
import type { BadgeTone } from '@/components/ui/badge';
import { messageStatusLabels } from '@/lib/labels/message-status-labels';

export interface StatusMeta {
  label: string;
  tone: BadgeTone;
  /** What the status means, in words a support person can repeat to a customer. */
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
    meaning: 'Refused for now (for example a full mailbox); the service will try again.',
  },
  hard_bounced: {
    label: messageStatusLabels.hard_bounced,
    tone: 'danger',
    meaning:
      "Refused for good: the address does not exist or does not accept mail. The service won't send to it again.",
  },
  complained: {
    label: messageStatusLabels.complained,
    tone: 'danger',
    meaning: "Delivered, then the recipient marked it as spam. The service won't send to this address again.",
  },
  deferred: {
    label: messageStatusLabels.deferred,
    tone: 'warning',
    meaning: "The recipient's mail server asked to try again later; the service is retrying.",
  },
  failed: {
    label: messageStatusLabels.failed,
    tone: 'danger',
    meaning: 'The service gave up after repeated attempts; the message was not delivered.',
  },
};

/** Nothing more will change the status: stop watching it. */
export const isFinalStatus = (status: MessageStatus) => finalStatuses.includes(status);
