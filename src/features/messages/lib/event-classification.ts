import type { BounceClassification, MessageEvent } from '@/contract';

/**
 * Why a bounce, deferral or failure happened: the classification the service stored with the event,
 * the one every surface shows. A service that sends none gets none here: its reply is shown as
 * written, and the console does not invent a class of its own that could disagree with what the
 * service did (only text pasted on the Explain page is classified in the browser).
 */
export const eventClassification = (
  event: Pick<MessageEvent, 'classification'>,
): BounceClassification | null => event.classification ?? null;
