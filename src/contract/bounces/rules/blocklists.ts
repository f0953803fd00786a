import { firstMatch } from './first-match';

/**
 * Blocklists a reply can name, most specific first. Spamhaus's own lists are told apart because
 * each has its own removal path; a DNSBL zone that is none of these is named by its host name.
 */
const lists = [
  { pattern: /zen\.spamhaus|spamhaus zen/, name: 'Spamhaus ZEN' },
  { pattern: /sbl-xbl\.spamhaus/, name: 'Spamhaus SBL-XBL' },
  { pattern: /spamhaus.{0,20}\bxbl\b|xbl\.spamhaus/, name: 'Spamhaus XBL' },
  { pattern: /spamhaus.{0,20}\bsbl\b|sbl\.spamhaus/, name: 'Spamhaus SBL' },
  { pattern: /spamhaus.{0,20}\bpbl\b|pbl\.spamhaus/, name: 'Spamhaus PBL' },
  { pattern: /spamhaus.{0,20}\bdbl\b|dbl\.spamhaus/, name: 'Spamhaus DBL' },
  { pattern: /spamhaus.{0,20}\bcss\b/, name: 'Spamhaus CSS' },
  { pattern: /spamhaus/, name: 'Spamhaus' },
  { pattern: /spamcop/, name: 'SpamCop' },
  { pattern: /barracuda/, name: 'Barracuda' },
  { pattern: /cbl\.abuseat|abuseat\.org|\bcbl\b/, name: 'CBL' },
  { pattern: /sorbs/, name: 'SORBS' },
  { pattern: /uceprotect/, name: 'UCEPROTECT' },
  { pattern: /cloudmark/, name: 'Cloudmark CSI' },
  { pattern: /invaluement|ivmsip|ivmuri/, name: 'Invaluement' },
  { pattern: /psbl\.surriel|\bpsbl\b/, name: 'PSBL' },
  { pattern: /mailspike/, name: 'Mailspike' },
  { pattern: /spamrats/, name: 'SpamRATS' },
  { pattern: /surbl/, name: 'SURBL' },
  { pattern: /uribl/, name: 'URIBL' },
  { pattern: /proofpoint/, name: 'Proofpoint' },
  { pattern: /mail-abuse\.(com|org)|trend ?micro/, name: 'Trend Micro' },
  { pattern: /senderbase|talosintelligence|cisco/, name: 'Cisco Talos' },
  { pattern: /returnpath|return path (dnsbl|rbl)|senderscore|sender score/, name: 'Validity (Return Path)' },
  { pattern: /\bcxbl\b/, name: 'Cox CXBL' },
  { pattern: /\bcdrbl\b/, name: 'Cox CDRBL' },
  { pattern: /ipbl\d{4}/, name: 'Cox IPBL' },
  { pattern: /t-online\.de.{0,60}\(bl\)/, name: 'T-Online' },
];
const named = /* @__PURE__ */ firstMatch(lists);

/** Microsoft names its own block lists by a code: `(S3150)`, `AS(3150)`, `(AS3150)`. */
const microsoftList = /\ba?s\(?(3\d{3})\)?\b/;
const microsoftBlockList = /block ?list|blocked using|banned/;
const dnsblZone =
  /blocked using ([a-z0-9-]+(?:\.[a-z0-9-]+){1,5})|(?:listed|black ?list|block ?list) (?:in|on|at) ([a-z0-9-]+(?:\.[a-z0-9-]+){1,5})/;

/** The blocklist a normalized reply names, if any. */
export function blocklistIn(body: string): string | null {
  const list = named(body);
  if (list) return list.name;
  const ms = microsoftBlockList.test(body) ? microsoftList.exec(body) : null;
  if (ms) return `Microsoft S${ms[1]}`;
  const zone = dnsblZone.exec(body);
  const host = zone?.[1] ?? zone?.[2];
  return host ? host.replace(/\.$/, '') : null;
}
