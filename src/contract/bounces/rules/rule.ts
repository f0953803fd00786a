import type { BounceClass, SmtpOutcome } from '../classes';

/**
 * One reading of a reply's text. Patterns are written in lower case and run against the reply
 * normalized by `parseSmtpReply` (lower case, continuation prefixes removed, one space between
 * words). Keep them linear: literal alternatives, bounded gaps (`.{0,40}`), never a quantifier
 * inside a repeated group, so a long hostile reply cannot make one backtrack.
 */
export interface ReplyRule {
  class: BounceClass;
  pattern: RegExp;
  /** Only when the reply is a deferral, or only when it is a rejection. */
  when?: SmtpOutcome;
  /** One line of plain English; the class's own line when absent. */
  explanation?: string;
  /** One suggested next step; the class's own when absent. */
  action?: string;
}
