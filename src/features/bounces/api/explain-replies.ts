import {
  classifySmtpReply,
  extractSmtpReplies,
  maxRepliesPerRequest,
  maxReplyLength,
  type BounceClassification,
} from '@/contract';
import { callEndpoint } from '@/lib/call-endpoint';
import { extensionUsable } from '@/lib/capabilities';

export interface ExplainedReply {
  reply: string;
  classification: BounceClassification;
}

export interface Explanation {
  /** Who classified: the service (`POST /smtp-replies/classify`) or this browser. */
  source: 'service' | 'local';
  replies: ExplainedReply[];
}

const locally = (replies: string[]): Explanation => ({
  source: 'local',
  replies: replies.map((reply) => ({ reply, classification: classifySmtpReply(reply) })),
});

/**
 * Finds the SMTP replies in a pasted reply or whole bounce message and explains each: by the
 * service when it offers the endpoint, else here with the same rules. Any refusal or failure of the
 * service falls back to the browser: an explanation is always possible.
 */
export async function explainBounce(pasted: string): Promise<Explanation> {
  const replies = extractSmtpReplies(pasted)
    .map((reply) => reply.slice(0, maxReplyLength))
    .slice(0, maxRepliesPerRequest);
  if (replies.length === 0) return { source: 'local', replies: [] };
  if (!extensionUsable('classifySmtpReplies', 'try')) return locally(replies);
  try {
    const data = await callEndpoint('classifySmtpReplies', { body: { replies } });
    const classifications = data?.classifications;
    if (!classifications || classifications.length !== replies.length) return locally(replies);
    return {
      source: 'service',
      replies: replies.map((reply, i) => ({ reply, classification: classifications[i]! })),
    };
  } catch {
    return locally(replies);
  }
}
