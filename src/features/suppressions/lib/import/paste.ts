/**
 * Pasted text as one address per token: separators may be commas, semicolons, spaces or newlines,
 * and `"Name" <a@x.org>` or `Name <a@x.org>` count as one token (the address). Every token comes back,
 * valid or not, so the preview accounts for each of them.
 */
export function pastedTokens(text: string): string[] {
  const tokens: string[] = [];
  // Top-level pieces: split on , ; and newlines outside "quoted names" and <angle addresses>.
  let piece = '';
  let quoted = false;
  let angle = false;
  const flush = () => {
    const angleAddress = /<([^>]*)>/.exec(piece);
    if (angleAddress) tokens.push(angleAddress[1]!.trim());
    else tokens.push(...piece.split(/\s+/).filter(Boolean));
    piece = '';
  };
  for (const ch of text) {
    if (ch === '"' && !angle) quoted = !quoted;
    else if (ch === '<' && !quoted) angle = true;
    else if (ch === '>' && !quoted) angle = false;
    if (!quoted && !angle && /[,;\n\r]/.test(ch)) flush();
    else piece += ch;
  }
  flush();
  return tokens.filter(Boolean);
}

/**
 * The tokens as a one-column CSV (each cell quoted) under an `email` header, for the import's
 * reader: the header keeps a first token that is not an address from being taken for one.
 */
export const pastedToCsv = (text: string) =>
  ['email', ...pastedTokens(text).map((token) => `"${token.replace(/"/g, '""')}"`)].join('\n');

/** The name the preview and the report give pasted text, in place of a file name. */
export const pastedFileName = 'pasted addresses';
