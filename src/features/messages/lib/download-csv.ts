import type { MessageExportParams } from '@/contract';
import { streamEndpoint } from '@/lib/call-endpoint';

const newline = 10;

/**
 * Reads the service's CSV stream as it arrives, reporting rows so far, and hands the file to the
 * browser at the end. The service builds the CSV; the page only counts line breaks and keeps bytes.
 */
export async function downloadMessagesCsv(
  filters: MessageExportParams,
  { signal, onRows }: { signal: AbortSignal; onRows: (rows: number) => void },
): Promise<number> {
  const response = await streamEndpoint('exportMessages', { query: filters, signal });
  const reader = response.body?.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      for (const byte of value) if (byte === newline) lines++;
      onRows(Math.max(0, lines - 1));
    }
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'messages.csv';
  const url = URL.createObjectURL(new Blob(chunks, { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return Math.max(0, lines - 1);
}
