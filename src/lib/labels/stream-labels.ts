import type { MessageStream } from '@/contract';

/** A mail stream as every page names it (issue 56). */
export const streamLabels: Record<MessageStream, string> = {
  transactional: 'Transactional',
  bulk: 'Bulk',
};

/** A stream's label; another service's own stream name as it comes. */
export const streamLabel = (stream: string): string =>
  Object.hasOwn(streamLabels, stream) ? streamLabels[stream as MessageStream] : stream;
