import { enhancedStatusPattern, type SmtpOutcome } from './classes';

/** Replies are short; a pasted novel is read up to here (and nothing slower for being long). */
export const maxReplyLength = 2000;

// A basic code (RFC 5321) where a reply starts: at the start, or after the `smtp;`, `said:`,
// `'`, `#` or space that logs and NDRs put before it; followed by a space, `-` or the end.
const basicCode = /(?:^|[\s;:'"(#<[,=])([245]\d\d)(?=[\s-]|$)/;
// An enhanced code (RFC 3463): class 2, 4 or 5, subject 0-7, detail up to 3 digits; not a piece
// of an IP address or a version number (no digit or dot before, no `.digit` after).
const enhancedCode = /(?<![\d.])([245])\.([0-7])\.(\d{1,3})(?!\d|\.\d)/;
// Continuation prefixes of multi-line replies (`550-5.7.26 `), and the codes themselves, removed
// from the words the rules read: "sender is\n550-5.7.26 unauthenticated" reads as one phrase.
const replyCodes = /(^|\s)[245]\d\d[ -]([245]\.[0-7]\.\d{1,3}\s)?/g;
const quotes = /[\u2018\u2019`´]/g;
// Runs of whitespace, and any whitespace but a plain space (line breaks, tabs, the no-break
// spaces of replies pasted from HTML), become one space; single spaces are left alone.
const spaces = /\s{2,}|[^\S ]/g;

export interface ParsedReply {
  code: number | null;
  enhanced: string | null;
  outcome: SmtpOutcome | null;
  /** The words, lower case, codes removed, one space between words. */
  body: string;
}

export interface SmtpReplyHints {
  /** The basic reply code, when it is known apart from the text. */
  code?: number | null;
  /** The enhanced status code, when it is known apart from the text. */
  enhanced?: string | null;
  /** Whether the sending side treated it as a deferral (retried) or a rejection (final). */
  outcome?: SmtpOutcome | null;
}

// Hints that are not codes at all are ignored, as if not given.
const validCode = (code: number | null | undefined) =>
  Number.isInteger(code) && code! >= 200 && code! <= 599 ? code! : null;
const validEnhanced = (enhanced: string | null | undefined) =>
  enhanced && enhancedStatusPattern.test(enhanced) ? enhanced : null;

const outcomeOf = (digit: string | undefined): SmtpOutcome | null =>
  digit === '4' ? 'deferral' : digit === '5' ? 'rejection' : null;

export function parseSmtpReply(text: string, hints: SmtpReplyHints = {}): ParsedReply {
  const reply = text.length > maxReplyLength ? text.slice(0, maxReplyLength) : text;
  const basic = basicCode.exec(reply);
  const enhancedMatch = enhancedCode.exec(reply);
  const code = validCode(hints.code) ?? (basic ? Number(basic[1]) : null);
  const enhanced =
    validEnhanced(hints.enhanced) ?? (enhancedMatch ? enhancedMatch.slice(1, 4).join('.') : null);
  const outcome =
    hints.outcome ?? outcomeOf(code === null ? undefined : String(code)[0]) ?? outcomeOf(enhanced?.[0]);
  const body = reply.toLowerCase().replace(quotes, "'").replace(replyCodes, ' ').replace(spaces, ' ').trim();
  return { code, enhanced, outcome, body };
}
