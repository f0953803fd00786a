import { bounceClassSide, type BounceClass, type BounceClassification, type SmtpOutcome } from './classes';
import { parseSmtpReply, type SmtpReplyHints } from './parse-reply';
import { blocklistIn } from './rules/blocklists';
import { readEnhancedCode } from './rules/enhanced-codes';
import { classWords } from './rules/explanations';
import { firstMatch } from './rules/first-match';
import { namedReasonRules } from './rules/order';
import { weakRules } from './rules/weak';

const namedReason = /* @__PURE__ */ firstMatch(namedReasonRules);

const weakReason = (body: string, outcome: SmtpOutcome | null) =>
  weakRules.find((rule) => (!rule.when || rule.when === outcome) && rule.pattern.test(body));

const namesBlocklist = (cls: BounceClass) => cls === 'reputation' || cls === 'content';

/**
 * Classifies one SMTP reply ("550 5.7.1 Service unavailable; client host [203.0.113.5] blocked
 * using zen.spamhaus.org"): why the mail failed, whose side can fix it, and what to do.
 *
 * The reply's words decide first, and beat its codes when they disagree (Yandex's "5.7.1 No such
 * user!" is an unknown recipient); then the enhanced status code; then the vaguest words; and a
 * reply that gives no reason at all is `temporary` when deferred (a 4xx code, or told so) and
 * `unknown` when rejected.
 * Pure and synchronous; the hints are what the caller knows apart from the text.
 */
export function classifySmtpReply(reply: string, hints: SmtpReplyHints = {}): BounceClassification {
  const { code, enhanced, outcome, body } = parseSmtpReply(reply, hints);
  const reading =
    namedReason(body) ?? (enhanced ? readEnhancedCode(enhanced) : null) ?? weakReason(body, outcome);
  // No reason anywhere: a deferral, or a 4xx the sender later gave up on, was a passing state.
  const deferred = outcome === 'deferral' || (code ? String(code)[0] : enhanced?.[0]) === '4';
  const cls: BounceClass = reading?.class ?? (deferred ? 'temporary' : 'unknown');
  const blocklist = namesBlocklist(cls) ? blocklistIn(body) : null;
  const words = classWords[cls];
  let explanation = reading?.explanation ?? words.explanation;
  let action = reading?.action ?? words.action;
  if (blocklist && cls === 'reputation') {
    explanation = `The sending IP or domain is listed on ${blocklist}, which the receiver checks.`;
    action = `Look the sending IP and domain up on ${blocklist}, fix the cause and request removal.`;
  } else if (!reading && cls === 'temporary') {
    explanation = 'The receiving server deferred the message without giving a reason; the service retries.';
  }
  return { class: cls, side: bounceClassSide[cls], code, enhanced, blocklist, explanation, action };
}
