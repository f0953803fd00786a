import type { ReplyRule } from './rule';

/** SPF, DKIM, DMARC, unauthenticated mail, reverse DNS and HELO identity. */
export const authenticationRules: ReplyRule[] = [
  {
    class: 'authentication',
    pattern: /dmarc/,
    explanation: 'The message failed DMARC: neither SPF nor DKIM passed in line with the From domain.',
    action: 'Sign with DKIM for the From domain (or align SPF) and check the DMARC record.',
  },
  {
    class: 'authentication',
    pattern: /\bspf\b|sender policy framework|not permitted by the domain owner/,
    explanation: "The sending IP is not allowed by the sending domain's SPF record.",
    action: "Add the sending IPs (or the provider's include) to the domain's SPF record.",
  },
  {
    class: 'authentication',
    pattern: /dkim|domainkeys/,
    explanation: 'The DKIM signature is missing or does not verify.',
    action: 'Sign outgoing mail with DKIM for the sending domain and check the published key.',
  },
  {
    class: 'authentication',
    pattern:
      /\bptr\b|reverse (dns|hostname|lookup|mapping|address)|\brdns\b|cannot find your hostname|(hostname|host name|helo|ehlo)\b.{0,40}\b(not found|does not resolve|doesn't resolve|did not resolve|not resolv|mismatch|does not match|doesn't match|invalid|rejected|fully[- ]qualified)|helo command rejected|ip name lookup failed|mismatches client ip|(does not|doesn't) match (the )?(client|connecting|sending) ip/,
    explanation: "The sending IP's reverse DNS (PTR) or HELO name is missing or does not match.",
    action: 'Give the sending IP a PTR record whose name resolves back to it, and HELO with that name.',
  },
  {
    class: 'authentication',
    pattern:
      /unauthenticated|(not|isn't) authenticated(?! to send)|authentication (information|checks?|level|results?|requirements?)|fails? (to pass )?(sender )?authentication|failed authentication|anti-?spoof|spoof|forged/,
  },
];
