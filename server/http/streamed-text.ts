import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';

/** Does an Accept-Encoding header take gzip (named, or through `*`, with a weight above zero)? */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const q = weights.get('gzip') ?? weights.get('*') ?? 0;
  return q > 0;
}

/**
 * A long text body written piece by piece (an export's batches) as a web stream. The next piece is
 * produced while the last one is compressed and sent, and never more than that, so memory holds about
 * two pieces whatever the size. A client that takes gzip gets level 1: most of gzip's saving on CSV
 * for a fraction of the default level's CPU, which an export of millions of rows would spend on
 * the service's cores instead of on its database.
 */
export function streamedText(pieces: AsyncGenerator<string>, gzip: boolean) {
  // Bytes, not objects, with the smallest buffer: the source is read one piece ahead at most.
  const source = Readable.from(pieces, { objectMode: false, highWaterMark: 1 });
  const out = gzip ? source.pipe(createGzip({ level: 1 })) : source;
  if (gzip) source.on('error', (error) => out.destroy(error));
  const chunks = out[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length));
    },
    cancel() {
      // Destroying the source ends the generator (its `finally` runs), so no batch is read after.
      source.destroy();
      out.destroy();
    },
  });
  const headers: Record<string, string> = { vary: 'Accept-Encoding' };
  if (gzip) headers['content-encoding'] = 'gzip';
  return { body, headers };
}
