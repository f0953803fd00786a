import type { ReplyRule } from './rule';

/** The message itself: spam-like content, malware, links, attachments, size, headers. */
export const contentRules: ReplyRule[] = [
  {
    class: 'content',
    pattern: /virus|malware|infected|trojan|phish|ransom|malicious|dangerous|harmful/,
    explanation: 'The receiver found malware or a phishing pattern in the message.',
    action: 'Check the attachments and links for anything infected or deceptive before sending again.',
  },
  {
    class: 'content',
    pattern:
      /(message|mail|e-?mail) (size |length )?(is )?(too (large|big|long)|exceeds)|(size|length) (limit|exceeds|exceeded)|exceeds .{0,40}(size|length)|too (large|big)|message size|message length|databytes|max(imum)? (e-?mail |message )?size/,
    explanation: 'The message is larger than the receiver accepts.',
    action: 'Send smaller messages: link to large files instead of attaching them.',
  },
  {
    class: 'content',
    pattern:
      /attachment|file (type|extension|name)|executable|(illegal|invalid) characters?|(blocked|banned|forbidden|prohibited) (url|uri|link|file|word)/,
    explanation: 'An attachment or link in the message is not accepted by the receiver.',
    action: 'Remove or replace the attachment or link the receiver objects to.',
  },
  {
    class: 'content',
    pattern:
      /headers? (are |is )?(not|in)valid|invalid header|missing .{0,40}header|header .{0,30}(not |invalid|missing|malformed|too |compliant|violat|exceed)|from: header|duplicate header|header (field|line)|rfc ?(5322|2822|822)|malformed (header|message|mime|content)|(message|header) (is )?malformed|invalid mime|mime content|bare (lf|cr|<cr>|<lf>|line ?feeds?|carriage returns?|newlines?)|(invalid|illegal) line endings?|barelinefeed|line too long|line (length )?limit|not rfc compliant/,
    explanation: "The message's headers or format break the standards the receiver enforces.",
    action: 'Check the message has one valid From, Date and Message-ID and is well-formed MIME.',
  },
  {
    class: 'content',
    pattern:
      /content|spam|junk|unsolicited|bulk mail|suspicion|(message|content|links?) (is |are )?(likely )?suspicious|security (issue|risk|threat)|dt:spm/,
    explanation: 'The receiver judged the message to be spam from its content.',
    action: 'Review the content and links for spam-like wording, and check who was sent it.',
  },
];
