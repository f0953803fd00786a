import type { ReplyRule } from './rule';

/** The envelope sender refused: its address or domain, or its verification. */
export const senderRejectedRules: ReplyRule[] = [
  {
    class: 'policy',
    pattern:
      /sender (address |domain )?(rejected|refused|denied|blocked|not allowed|verify failed|verification failed|is invalid|invalid)|(invalid|unknown|unroutable|unrouteable|bad) sender|sender verify|domain of sender address|envelope sender|sender('s)? (address |domain )?.{0,40}(does not exist|doesn't exist|not found|must exist|must resolve|does not resolve|not resolv|no mx|has no a|unknown)|emetteur invalide|(address|identity|identities|domain) (is |are )?not verified|invalid dns mx|unregistered domain|mail ?from (address |domain )?(rejected|not accepted|invalid|refused)/,
    explanation: "The receiver refused the envelope sender's address or domain.",
    action: 'Send from an address whose domain exists and has MX or A records, and check the Return-Path.',
  },
];

/** Relaying denied: the server does not take mail for that domain from you. */
export const relayRules: ReplyRule[] = [
  {
    class: 'policy',
    pattern:
      /relay(ing)? (access )?(denied|not permitted|not allowed|disallowed|prohibited|refused)|relaying|relay access|(not allowed|unable|not permitted|isn't allowed|not authori[sz]ed) to relay|open relay|insecure (mail )?relay|do not relay|rcpthosts|not a local (domain|user)|tenantattribution/,
    explanation: 'The server does not accept mail for this domain from you (relaying denied).',
    action: "Check the recipient domain's MX records point to the server that should take its mail.",
  },
];

/** The receiving side's rules: TLS, authenticated clients, allowed senders, restrictions. */
export const policyRules: ReplyRule[] = [
  {
    // A refusal that says it is the receiver's policy (a reason named anywhere earlier wins).
    class: 'policy',
    pattern:
      /(refused|rejected|denied|blocked|prohibited|not accepted|not allowed) (by|due to|for|per) (local |site |security |our |the )?polic|polic(y|ies) (rejection|violation|reasons|restrictions)/,
  },
  {
    class: 'policy',
    pattern:
      /(tls|starttls|encryption|encrypted connection|secure connection) (is )?(required|mandatory|needed)|must issue a starttls|requires? (a )?(tls|starttls|secure|encrypted)|(not|doesn't|does not) support (starttls|tls)|over ipv6/,
    explanation: 'The receiver requires an encrypted (TLS) connection or a transport you did not use.',
    action: 'Make sure the sending servers offer STARTTLS to this receiver.',
  },
  {
    class: 'policy',
    pattern:
      /(smtp )?auth(entication)? (is )?required|must (be )?authenticat|not authenticated to send|anonymous mail|authentication credentials|permissions? to send|not permitted to send|send as\b|sendas/,
    explanation: 'The server takes mail only from authenticated clients or allowed senders.',
    action: 'Send through the server meant for this sender, with its credentials.',
  },
  {
    class: 'policy',
    pattern:
      /(approved|allowed|authori[sz]ed|permitted|accepted) senders?|senders? (list|whitelist|allow ?list)|only accept\w* (mail|messages|e-?mail)|(not|isn't) (in|on) (the |our )?(allow|white|approved)|(allow|white) ?list|external (senders?|forwarding|mail)|administrative(ly)? (prohibition|prohibited|denied)|restricted (to|by)|does not accept (e-?)?mail from|not accepting mail from/,
    explanation: 'The recipient accepts mail only from approved senders, and you are not one.',
    action: 'Ask the recipient to allow your sending address or domain.',
  },
];

/** The recipient, or their organization, chose to block you: their call, not a public list. */
export const recipientChoiceRules: ReplyRule[] = [
  {
    class: 'policy',
    pattern:
      /(customer|recipient'?s?|user'?s?|personal|organization'?s?) block ?list|blocked by (the )?(recipient|user|administrator)|envelope blocked|blocked senders?/,
    explanation: 'The recipient or their organization has blocked mail from you.',
    action: 'Ask the recipient to unblock your address or domain if they want your mail.',
  },
];
