export * from './classes';
export { classifySmtpReply } from './classify';
export { extractSmtpReplies } from './extract-replies';
export type { SmtpReplyHints } from './parse-reply';
export { normaliseSmtpReply, maxNormalisedReplyLength } from './normalise-reply';
/** Each class's line and next step: the one table every surface quotes (alerts' "what to do first" too). */
export { classWords } from './rules/explanations';
export {
  classifiedEventTypes,
  classifyEventReply,
  eventReplyHints,
  storedClassification,
} from './classify-event';
