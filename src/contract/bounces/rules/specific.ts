import type { ReplyRule } from './rule';

/**
 * Replies whose words would mislead the general rules, read first: cPanel's unknown-recipient
 * text mentions blacklists, Gmail's domain throttle names the SPF domain, Domino's unknown user
 * is "not listed", Exchange's group restrictions say "not authenticated", a sender's quota is no
 * full mailbox, a spam verdict that goes on to advise on SPF is still about the message.
 */
export const specificRules: ReplyRule[] = [
  {
    // Postfix's DNS failure that will pass ("Host not found, try again"), unlike "Host not found".
    class: 'temporary',
    pattern: /not found, try again|unexpected name server reply|name server (failure|timeout)|servfail/,
    explanation: "The recipient domain's DNS did not answer; the service retries.",
  },
  { class: 'invalid_recipient', pattern: /account or domain may not exist/ },
  {
    class: 'invalid_recipient',
    pattern: /not listed in (the )?(domino |public )?(directory|address book)/,
  },
  {
    // Exchange's recipient restrictions (5.7.133-136, 5.7.124) say "not authenticated": not SPF's.
    class: 'policy',
    pattern: /resolver\.rst\.(?!recipsize)|delivery restriction/,
    explanation: 'The recipient (a group or mailbox) accepts mail only from certain senders.',
    action: 'Ask the recipient to allow your sending address, or to let outside senders reach it.',
  },
  {
    // A sender's quota: not the mailbox's (Outlook's 4.7.3, Exchange's submission quota and its
    // SubmissionQuotaExceededException, "send quota", "sender quota", a quota for outgoing mail).
    class: 'rate_limited',
    pattern:
      /(queue|submission|sending|send|sender|sender's|outbound|outgoing|relay|daily|hourly) quota|submissionquota|quota.{0,30}(outgoing|outbound|sending|sent)/,
    explanation: 'You have sent more than your quota allows for now.',
    action: 'Slow down or spread the sending over time; the quota resets after its period.',
  },
  {
    // Mail to many unknown addresses: the sender's list, not those recipients.
    class: 'reputation',
    pattern: /too many (invalid|unknown|bad|non-?existent) (recipients|users|addresses)/,
    explanation: 'The receiver is refusing you for sending to too many addresses that do not exist.',
    action: 'Clean the list: remove addresses that bounced, and confirm new ones before mailing them.',
  },
  {
    class: 'reputation',
    pattern: /unusual rate of (unsolicited )?mail/,
    explanation:
      'The receiver saw an unusual rate of unwanted mail from your IP or domain and is limiting it.',
    action:
      "Check complaint and bounce rates in the provider's postmaster tools; send only to engaged recipients.",
  },
  {
    // The message judged as spam, even where the reply goes on to advise on SPF or DKIM.
    class: 'content',
    pattern: /rejected (due to|because of|as) spam|spam classification|duplicate header/,
  },
  {
    class: 'content',
    pattern:
      /\b(url|uri|link|domain)s? (in|within|contained in|found in|present in) (this|the|your) (e-?mail|message|mail)\b|surbl|uribl/,
    explanation: 'A link or domain in the message is not accepted, usually because it is on a blocklist.',
    action:
      'Check the links and domains in the message on URI blocklists, and remove or replace the listed one.',
  },
];
