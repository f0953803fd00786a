/**
 * The SMTP replies inside a whole bounce message as someone would paste it: a Microsoft NDR
 * ("Remote Server returned '550 5.1.10 …'"), a DSN (Postfix's "said: 550 …" and
 * "Diagnostic-Code: smtp; 550 …"), Gmail's ("The response from the remote server was:"),
 * Exim's, Sendmail's transcript (`<<< 550 …`), qmail's. Each comes back as one line: wrapped and
 * multi-line (`550-5.7.26 …`) continuations joined, a reply found twice (a DSN's text part and its
 * Diagnostic-Code, or Sendmail's cut-short copy) once. The bounce's own headers and the returned
 * original message are not read. A bounce with no SMTP reply at all (the sending server gave up
 * by itself: "Unrouteable address", "Technical details of permanent failure: …") gives the
 * reasons it states instead.
 */
export function extractSmtpReplies(message: string): string[] {
  const lines = bounceText(message).split('\n');
  const replies = collect(lines, replyStart);
  return replies.length ? replies : collect(lines, reasonStart);
}

interface ReplyStart {
  text: string;
  code: string | null;
  indent: number;
  /** The line ended with a `550-` continuation prefix: more lines of the same reply follow. */
  multiline: boolean;
  /** Inside Microsoft's `returned '…'`: runs to the closing quote. */
  quoted: boolean;
}

const diagnosticField = /^\s*diagnostic-code:\s*[\w-]+\s*;\s*(.*)$/i;
const returnedQuote = /remote server returned\s*'(.*)$/i;
const headerField = /^[\w-]+:\s/;
// A failure reply code where a reply starts: after the start, a space, `:`, `;`, a quote, `#`,
// `<`, `(`, `[`; then a space or `-` and more, or the end of the line (Postfix wraps right after
// it). `550: <x>: User unknown` (Yahoo) only at the start of a line, where no port can be.
const codeInLine = /(?:^|[\s:;'"(<#[])([45]\d\d)(?=[ -]\S|\s*$)|^\s*([45]\d\d)(?=: \S)/;
// A reply reported by its enhanced code alone (`5.1.1 <x>... User Unknown`), and qmail's, which
// carry only `(#5.1.1)` at the end.
const enhancedFirst = /^\s*[45]\.[0-7]\.\d{1,3}\s+\S/;
const qmailStatus = /\(#[45]\.[0-7]\.\d{1,3}\)/;
const originalMessage =
  /^(original message headers:|-+ ?(original message|this is a copy of|below this line|the header of the original)|content-type: (message\/rfc822|text\/rfc822-headers))/im;
const ownHeaders =
  /^(return-path|received|delivered-to|from|date|message-id|subject|to|envelope-to|delivery-date|mime-version|content-type|auto-submitted|reply-to|dkim-signature|authentication-results|arc-[\w-]+|x-[\w-]+):/i;

function bounceText(message: string): string {
  let text = message.replace(/\r\n?/g, '\n');
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(text)) {
    text = text.replace(/=\n/g, '').replace(/=3d/gi, '=').replace(/=20/g, ' ').replace(/=09/g, '\t');
  }
  // The bounce's own headers (Received lines, Authentication-Results…) hold numbers, not replies.
  const firstBlank = text.indexOf('\n\n');
  if (ownHeaders.test(text) && firstBlank > 0 && !/diagnostic-code:/i.test(text.slice(0, firstBlank))) {
    text = text.slice(firstBlank + 2);
  }
  const end = originalMessage.exec(text);
  return end ? text.slice(0, end.index) : text;
}

function collect(lines: string[], startOf: (line: string) => ReplyStart | null): string[] {
  const replies: string[] = [];
  const keys: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = startOf(lines[i]!);
    if (!start) continue;
    const parts = [start.text];
    let open = start.multiline || !start.text;
    let quoteOpen = start.quoted && !start.text.includes("'");
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j]!;
      if (!line.trim()) break;
      const same = start.code ? sameCode(line, start.code) : null;
      if (open && same) {
        parts.push(same.text);
        open = same.multiline;
      } else if (quoteOpen && j - i <= 5) {
        parts.push(line.trim());
        quoteOpen = !line.includes("'");
      } else if (continues(line, start) && !diagnosticField.test(line)) {
        parts.push(line.trim());
        open = false;
      } else break;
    }
    i = j - 1;
    add(replies, keys, clean(parts.join(' '), start));
  }
  return replies;
}

// A wrapped line of the same reply: indented deeper than a reply that starts at the margin, or
// as deep as one that starts indented (Postfix's "    said: 550 …" and the lines under it). A
// start at a negative indent takes every line up to the next blank one.
const continues = (line: string, start: ReplyStart) => {
  const indent = indentOf(line);
  if (start.indent < 0) return true;
  return indent > 0 && (start.indent > 0 ? indent >= start.indent : true);
};

/** Adds a reply unless it is one already found, or keeps the longer of two where one is cut short. */
function add(replies: string[], keys: string[], reply: string) {
  if (!reply) return;
  const key = reply.toLowerCase().replace(/\s+/g, ' ');
  for (let k = 0; k < keys.length; k++) {
    if (keys[k]!.startsWith(key)) return;
    if (key.startsWith(keys[k]!)) {
      keys[k] = key;
      replies[k] = reply;
      return;
    }
  }
  keys.push(key);
  replies.push(reply);
}

const indentOf = (line: string) => line.length - line.trimStart().length;

function replyStart(line: string): ReplyStart | null {
  const indent = indentOf(line);
  const diagnostic = diagnosticField.exec(line);
  if (diagnostic) return fromText(diagnostic[1]!, indent, false, true);
  const returned = returnedQuote.exec(line);
  if (returned) return fromText(returned[1]!, indent, true);
  if (headerField.test(line)) return null;
  const found = codeInLine.exec(line);
  if (found) return fromText(line.slice(codeStart(found)), indent, false);
  return enhancedFirst.test(line) || qmailStatus.test(line) ? fromText(line, indent, false) : null;
}

const codeStart = (found: RegExpExecArray) => found.index + found[0].length - 3;

function fromText(text: string, indent: number, quoted: boolean, emptyAllowed = false): ReplyStart | null {
  const trimmed = text.trim();
  if (!trimmed && !emptyAllowed) return null;
  // Inside a DSN field or Microsoft's quote, the reply proper starts at its code when it has one
  // ("<mx.example.com #5.0.0 smtp;550 5.1.1 User unknown>").
  const found = codeInLine.exec(trimmed);
  const from = found ? trimmed.slice(codeStart(found)) : trimmed;
  const code = found ? (found[1] ?? found[2])! : null;
  return { text: from, code, indent, multiline: code !== null && from[3] === '-', quoted };
}

function sameCode(line: string, code: string): { text: string; multiline: boolean } | null {
  const trimmed = line.trim().replace(/^<<<\s*/, '');
  const mark = trimmed[3];
  if (!trimmed.startsWith(code) || (mark !== '-' && mark !== ' ' && trimmed.length > 3)) return null;
  const text = trimmed.slice(4).replace(/^[45]\.[0-7]\.\d{1,3}\s+/, '');
  return { text, multiline: mark === '-' };
}

// When no server replied: what the bounce says went wrong, in the shapes MTAs write it.
const technicalDetails = /^\s*technical details of (permanent|temporary) failure:\s*(.*)$/i;
const addressReason = /^\s*<?[^\s<>@:]+@[^\s<>@:]+>?:\s+(\S.*)$/;
const addressAlone = /^\s+<?[^\s<>@]+@[^\s<>@]+>?\s*$/;

function reasonStart(line: string): ReplyStart | null {
  const indent = indentOf(line);
  const details = technicalDetails.exec(line);
  if (details) return { text: details[2]!, code: null, indent: -1, multiline: false, quoted: false };
  const reason = addressReason.exec(line);
  if (reason) return fromText(reason[1]!, indent, false);
  // Exim: the address alone, indented, and the reason indented deeper under it.
  if (addressAlone.test(line))
    return { text: '', code: null, indent: indent + 1, multiline: false, quoted: false };
  return null;
}

function clean(reply: string, start: ReplyStart): string {
  let text = reply
    .replace(/\s+/g, ' ')
    .replace(/^([45]\d\d)-/, '$1 ')
    .replace(/\s*\(in reply to [^)]*\)\s*$/i, '')
    .replace(/\s*##\s*$/, '')
    .trim();
  if (start.quoted) text = text.replace(/'\s*$/, '').replace(/>\s*$/, '').trim();
  // Postfix flattens a multi-line reply into one: "… this 550-5.7.1 message is …".
  const codes = /^([45]\d\d) ([45]\.[0-7]\.\d{1,3} )?/.exec(text);
  if (codes) {
    const again = new RegExp(` ${codes[1]}[- ]${codes[2] ? codes[2].replace(/\./g, '\\.') : ''}`, 'g');
    text = codes[0] + text.slice(codes[0].length).replace(again, ' ');
  }
  // Sendmail's "(reason: 550 …)" and the like: a closing bracket the reply did not open.
  while (/[)\]]$/.test(text) && count(text, text.endsWith(')') ? '(' : '[') < count(text, text.at(-1)!)) {
    text = text.slice(0, -1).trimEnd();
  }
  return text;
}

const count = (text: string, char: string) => text.split(char).length - 1;
