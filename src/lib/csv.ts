/**
 * CSV cells per RFC 4180, and safe to open in a spreadsheet: a cell starting with = + - @ (or a
 * tab or carriage return) would run as a formula there, so it gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Offers text as a file download without leaving the page (and without a data: URL in the CSP). */
export function downloadFile(name: string, parts: BlobPart[], type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
