import type { Context } from 'hono';
import { ApiError, invalid } from './api-error';

export const maxBodyBytes = 1024 * 1024;

const tooLarge = () => new ApiError(413, 'payload_too_large', 'The request body must be at most 1 MiB.');

/**
 * Reads a JSON body: 415 for any other content type, 413 past 1 MiB (counted on the bytes as they
 * arrive, so a lying or absent Content-Length changes nothing), 400 for malformed JSON.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON with Content-Type: application/json.',
    );
  }
  const declared = Number(c.req.header('content-length'));
  if (declared > maxBodyBytes) throw tooLarge();
  const reader = c.req.raw.body?.getReader();
  if (!reader) throw invalid('The request body is empty; send a JSON object.');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
  if (!text.trim()) throw invalid('The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('The request body is not valid JSON.');
  }
}

/**
 * True when the request carries no body at all (a declared length of 0, or neither a length nor a
 * chunked body): an endpoint whose body is optional then reads `{}`. Anything else is read as JSON.
 */
export function hasNoBody(c: Context): boolean {
  if (c.req.header('content-length') === '0') return true;
  return !c.req.header('content-length') && !c.req.header('transfer-encoding');
}
