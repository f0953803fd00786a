/** Longest normalised reply kept: enough for any provider's sentence, bounded for the counter keys. */
export const maxNormalisedReplyLength = 300;

// Links are kept (they name the provider's help page), only addresses and IPs inside them masked.
const url = /\bhttps?:\/\/[^\s<>"')\]]+/gi;
const address = /<?[^\s<>@"'()[\],;:]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+>?/gi;
const uuid = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const ipv4 = /\b(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?\b/g;
// Needs a `::` or a hex letter, so a time of day (12:30:45) is not read as one.
const ipv6 = /(?<![\w:])(?=[0-9a-f:]*(?:::|[a-f]))[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:])/gi;
const time = /\b\d{1,2}:\d{2}:\d{2}\b/g;
const hash = /\b[0-9a-f]{16,}\b/gi;
// A token mixing letters and digits, 6 characters or more (queue ids, server names, trace ids such
// as Gmail's `d9443c01a7336-2169f4a8c54si1099855ad.253`), dots and dashes included; never an
// RFC 3463 code (no letter) nor a short code a reply names on purpose (`BL21`, `S3150`).
const id = /(?<![\w.<-])(?=[\w.-]*\d)(?=[\w.-]*[a-z])[a-z0-9]+(?:[-.][a-z0-9]+)*(?![\w-])/gi;
const longNumber = /\b\d{7,}\b/g;
const spaces = /\s+/g;

function maskPlain(text: string) {
  return text
    .replace(address, '<address>')
    .replace(uuid, '<id>')
    .replace(ipv4, '<ip>')
    .replace(time, '<time>')
    .replace(ipv6, '<ip>')
    .replace(hash, '<hash>')
    .replace(id, (token) => (token.replace(/[-.]/g, '').length >= 6 ? '<id>' : token))
    .replace(longNumber, '<id>');
}

const maskUrl = (link: string) => link.replace(address, '<address>').replace(ipv4, '<ip>');

/**
 * One SMTP reply as a statistic counts it: addresses, IPs, ids, hashes and times masked, so the
 * same refusal told about different recipients, from different servers, groups together. Pure,
 * shared by the service (which counts by it) and anyone reading its counts.
 */
export function normaliseSmtpReply(reply: string): string {
  const text = reply
    .slice(0, 4 * maxNormalisedReplyLength)
    .replace(spaces, ' ')
    .trim();
  let out = '';
  let last = 0;
  for (const match of text.matchAll(url)) {
    out += maskPlain(text.slice(last, match.index)) + maskUrl(match[0]);
    last = match.index + match[0].length;
  }
  out += maskPlain(text.slice(last));
  return out.length > maxNormalisedReplyLength ? `${out.slice(0, maxNormalisedReplyLength - 1)}…` : out;
}
