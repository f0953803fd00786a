import { authenticationRules } from './authentication';
import { contentRules } from './content';
import { policyRules, recipientChoiceRules, relayRules, senderRejectedRules } from './policy';
import { rateLimitedRules } from './rate-limited';
import { invalidRecipientRules, mailboxUnavailableRules, recipientRateRules } from './recipient';
import { blocklistRules, reputationRules } from './reputation';
import type { ReplyRule } from './rule';
import { specificRules } from './specific';
import { temporaryRules } from './temporary';

/**
 * Words that name a reason, in the order they win. A named reason decides even when the reply
 * also throttles or refuses ("rate limited due to IP reputation" is reputation, "rate limited
 * because there is no DMARC alignment" authentication), so blocklists, reputation and
 * authentication come before rates; the recipient's own receiving rate before all of them; a
 * relay refusal before what it mentions in passing ("Relaying denied. IP name possibly forged");
 * and the sender's address before the recipient's ("Sender address rejected: User unknown").
 */
export const namedReasonRules: readonly ReplyRule[] = /* @__PURE__ */ specificRules.concat(
  recipientRateRules,
  recipientChoiceRules,
  relayRules,
  blocklistRules,
  reputationRules,
  authenticationRules,
  senderRejectedRules,
  invalidRecipientRules,
  mailboxUnavailableRules,
  contentRules,
  rateLimitedRules,
  policyRules,
  temporaryRules,
);
