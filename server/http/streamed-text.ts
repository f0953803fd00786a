import { pipeline, Readable } from 'node:stream';
import { parseAccept } from 'hono/utils/accept';
import { createGzip } from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

/**
 * Does an Accept-Encoding header take gzip (named, or through `*`, with a weight above zero)? Read
 * with the parser Hono's compress middleware uses for the other answers.
 */
export function acceptsGzip(header: string | undefined): boolean {
  const accepts = parseAccept(header ?? '');
  const q = (accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*'))?.q;
  return (q ?? 0) > 0;
}

/**
 * A long text body written piece by piece (an export's batches) as a web stream. The next piece is
 * produced while the last one is compressed and sent, and never more than that, so memory holds about
 * two pieces whatever the size. A client that takes gzip gets level 1: most of gzip's saving on CSV
 * for a fraction of the default level's CPU, which an export of millions of rows would spend on
 * the service's cores instead of on its database.
 */
export function streamedText(produce: (signal: AbortSignal) => AsyncGenerator<string>, gzip: boolean) {
  // Aborted when the reader leaves or the service stops: the piece being produced is cancelled at
  // its source (the database stops working on it) instead of being finished for nobody.
  const producing = new AbortController();
  const pieces = produce(producing.signal);
  // Bytes, not objects, with the smallest buffer: the source is read one piece ahead at most.
  const source = Readable.from(pieces, { objectMode: false, highWaterMark: 1 });
  // pipeline: an error or a destroy on either side ends both.
  // Output in pieces of 256 KiB rather than zlib's 16 KiB: every piece makes its own trip through
  // the web stream and the socket, and at 16 KiB those trips cost an export more than compressing.
  const out = gzip ? pipeline(source, createGzip({ level: 1, chunkSize: 256 * 1024 }), () => {}) : source;
  const chunks = out[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length));
    },
    cancel() {
      // Destroying the source ends the generator (its `finally` runs), so no batch is read after.
      producing.abort(new Error('the reader left'));
      source.destroy();
      out.destroy();
    },
  });

  const headers: Record<string, string> = { vary: 'Accept-Encoding' };
  if (gzip) headers['content-encoding'] = 'gzip';
  return { body, headers };
}

/**
 * Cuts this request's answer when the service begins to stop: a long body (an export) read slowly
 * would otherwise hold the shutdown for as long as its reader likes. Destroying the connection ends
 * the body short of its last chunk, so the reader sees a cut, never a complete-looking file, and the
 * body's cancel stops its producer (and the database statement behind it).
 */
export function cutOnStop(c: Context, stopping: AbortSignal | undefined) {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!stopping || !outgoing) return;
  const cut = () => outgoing.destroy(new Error('the service is shutting down'));
  if (stopping.aborted) return cut();
  stopping.addEventListener('abort', cut, { once: true });
  outgoing.once('close', () => stopping.removeEventListener('abort', cut));
}
