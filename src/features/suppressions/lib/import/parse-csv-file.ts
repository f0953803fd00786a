import Papa from 'papaparse';

/**
 * Reads a CSV file in chunks of about 128 KB: the browser reads each chunk asynchronously, so the
 * page stays responsive between them even for 100k rows (a 512 KB chunk took over 100 ms to parse
 * on a busy machine). Rows come back as arrays of cells; the
 * caller decides what the header is.
 */
export function parseCsvFile(
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    Papa.parse<string[]>(file as File, {
      header: false,
      skipEmptyLines: 'greedy',
      chunkSize: 128 * 1024,
      chunk: (results, parser) => {
        if (signal?.aborted) {
          parser.abort();
          return;
        }
        // Per-row quote errors are not fatal: such a row is still judged (and usually found invalid).
        for (const row of results.data) rows.push(row);
        if (file.size > 0) onProgress?.(Math.min(1, results.meta.cursor / file.size));
      },
      complete: () => {
        if (signal?.aborted) reject(signal.reason as Error);
        else resolve(rows);
      },
      error: (error) => reject(error),
    });
  });
}
