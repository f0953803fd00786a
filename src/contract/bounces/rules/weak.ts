import type { ReplyRule } from './rule';

/**
 * Words that say little: read after the enhanced status code, so a precise code beats them, and
 * in this order (a "policy" named beats "mailbox unavailable", which beats "access denied").
 */
export const weakRules: ReplyRule[] = [
  { class: 'policy', pattern: /polic(y|ies)/ },
  {
    // RFC 5321's words for 550, and nothing more: often an address that does not exist, as often
    // a receiver's rule. Too unsure to put on the recipient's side (that suppresses the address).
    class: 'unknown',
    explanation:
      'The receiver refused the recipient without saying why: the address may not exist, or a rule of theirs refused it.',
    action: 'Check the address, and look at other replies from this receiver before removing it.',
    pattern:
      /mailbox (is )?(currently )?(unavailable|not available)|unavailable mailbox|recipient (address )?(rejected|not allowed)|address rejected/,
    when: 'rejection',
  },
  {
    // A refusal that names no reason: the receiver's rule when final, a passing state when not.
    class: 'policy',
    pattern: /access denied|not (allowed|permitted|authori[sz]ed)|prohibited|forbidden|\bdenied|\bblocked/,
    when: 'rejection',
  },
  {
    class: 'temporary',
    pattern:
      /try (again )?later|retry later|temporar|unavailable|not available|closing (transmission )?channel/,
  },
];
