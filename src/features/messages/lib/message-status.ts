import { finalStatuses, type MessageStatus } from '@/contract';
import type { BadgeTone } from '@/components/ui/badge';

export interface StatusMeta {
  label: string;
  tone: BadgeTone;
  /** What the status means, in words a support person can repeat to a customer. */
  meaning: string;
}

export const statusMeta: Record<MessageStatus, StatusMeta> = {
  pending: {
    label: 'Pending',
    tone: 'neutral',
    meaning: 'Accepted by the service and about to be queued; nothing has been sent yet.',
  },
  queued: {
    label: 'Queued',
    tone: 'accent',
    meaning: "Waiting in the queue to be handed to the recipient's mail server.",
  },
  delivered: {
    label: 'Delivered',
    tone: 'success',
    meaning:
      "The recipient's mail server accepted the message. Where it filed it (inbox or spam) is up to that server.",
  },
  soft_bounced: {
    label: 'Soft bounced',
    tone: 'warning',
    meaning: 'Refused for now (for example a full mailbox); the service will try again.',
  },
  hard_bounced: {
    label: 'Hard bounced',
    tone: 'danger',
    meaning:
      "Refused for good: the address does not exist or does not accept mail. The service won't send to it again.",
  },
  complained: {
    label: 'Complained',
    tone: 'danger',
    meaning: "Delivered, then the recipient marked it as spam. The service won't send to this address again.",
  },
  deferred: {
    label: 'Deferred',
    tone: 'warning',
    meaning: "The recipient's mail server asked to try again later; the service is retrying.",
  },
  failed: {
    label: 'Failed',
    tone: 'danger',
    meaning: 'The service gave up after repeated attempts; the message was not delivered.',
  },
};

/** Nothing more will change the status: stop watching it. */
export const isFinalStatus = (status: MessageStatus) => finalStatuses.includes(status);
