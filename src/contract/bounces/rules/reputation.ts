import type { ReplyRule } from './rule';

/** A blocklist named, or words only a listing uses. */
export const blocklistRules: ReplyRule[] = [
  {
    class: 'reputation',
    pattern:
      /blocked using|black ?-?list|block ?-?list|(?<!not )(listed|listing) (in|on|at|by) |dnsbl|\brbl\b|spamhaus|spamcop|barracuda ?(reputation|central)|barracudacentral|sorbs|uceprotect|cloudmark|invaluement|ivmsip|abuseat|\bpsbl\b|mailspike|spamrats|ipcheck\.proofpoint|proofpoint (dynamic )?reputation|dnsbl-lookup|mail-abuse\.|senderbase|talosintelligence|\ba?s\(?3150\b|removal from this list|\bcxbl\b|\bcdrbl\b|ipbl\d{4}|\((rtr:)?bl\)/,
    explanation: 'The sending IP or domain is on a blocklist the receiver uses.',
    action: "Look the sending IP and domain up on the blocklist's site, fix the cause and request removal.",
  },
];

/** The reply blames the sending IP's or domain's standing: complaints, spam, a ban. */
export const reputationRules: ReplyRule[] = [
  {
    class: 'reputation',
    pattern:
      /reputation|complain|spam (source|sender|abuse|trap|ip|host|server|network|traffic)|source of spam|sending spam|spamming|block(ed)? for (spam\b|abuse)|unwanted (messages|mail)|(smtp|mail) server of your isp|your isp'?s? (smtp|mail) server|banned sending ip|banned sender|traffic not accepted from|not accepted from (this|your) ip|\b(ip|ip address|client host|sending host|network|server) \[?[\da-f.:]*\]? ?(is |has been |was |are )?(blocked|banned|black ?listed|block ?listed)|unverified category|permanently deferred|dynamic(ally[- ]assigned)? (ip|address|range|pool)|residential ip|not authori[sz]ed to send (e-?mail|mail|messages?) directly|tenant has exceeded|exceeded (its |the )?threshold|unusual (rate|traffic|volume)|\[ts(s)?0\d\]|\(nowl\)/,
  },
];
