export * from './classes';
export { classifySmtpReply } from './classify';
export { extractSmtpReplies } from './extract-replies';
export type { SmtpReplyHints } from './parse-reply';
export { normaliseSmtpReply, maxNormalisedReplyLength } from './normalise-reply';
