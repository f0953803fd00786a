import { classifyRepliesBodySchema, classifySmtpReply } from '../../../src/contract';
import { parseInput } from '../parse-input';

/**
 * Pasted SMTP replies explained with the classifier the delivery path uses, in the order given:
 * the body as sent, parsed with the contract's schema (Invalid naming the field). Pure: no storage.
 */
export function classifySmtpReplies(body: unknown) {
  const { replies } = parseInput(classifyRepliesBodySchema, body);
  return { classifications: replies.map((reply) => classifySmtpReply(reply)) };
}
