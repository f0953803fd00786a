import { csvCell } from '@/contract';

export { csvCell };

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
