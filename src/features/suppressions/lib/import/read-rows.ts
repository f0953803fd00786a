import { parseCsvFile } from './parse-csv-file';
import { sesCliRows } from './ses-cli';

/** FileReader rather than Blob.text(): the same in every browser and in the tests' DOM. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });

/** A file's rows: the SES CLI's JSON or text output when it is one of those, else CSV (chunked). */
export async function readImportRows(
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<string[][]> {
  const head = (await readText(file.slice(0, 64))).replace(/^\uFEFF/, '').trimStart();
  if (head.startsWith('{') || head.startsWith('SUPPRESSEDDESTINATIONSUMMARIES\t')) {
    const rows = sesCliRows(await readText(file));
    if (rows) return rows;
  }
  return parseCsvFile(file, options);
}
