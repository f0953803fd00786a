/**
 * How every CSV this project writes makes a cell safe to open in a spreadsheet (OWASP CSV
 * injection), written once: the dashboard's exports apply `csvCell`, the service's streamed export
 * builds the same rule in SQL from these lists.
 */

/** A cell starting with one of these would run as a formula: it gets a leading apostrophe. */
export const csvFormulaLeads = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * A cell holding one of these is quoted (quotes doubled): RFC 4180's own, and the separators other
 * locales and tools split on (`;`, tab). Unquoted, `x;=1+1` is two cells where `;` separates, the
 * second a formula; quoted it stays one cell of text everywhere.
 */
export const csvQuotedChars = ['"', ',', ';', '\t', '\r', '\n'] as const;

/** One cell: defused, then quoted when it holds a separator or quote, or starts or ends with a space. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if ((csvFormulaLeads as readonly string[]).includes(text.charAt(0))) text = `'${text}`;
  const quoted = csvQuotedChars.some((c) => text.includes(c)) || text.startsWith(' ') || text.endsWith(' ');
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}
