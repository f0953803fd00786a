import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptsGzip, streamedText } from './streamed-text';

describe('acceptsGzip', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip', true],
    ['br, gzip;q=0.5', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip; q=0, *', false],
    ['*', true],
    ['*;q=0', false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

/** Pieces of text, counting how many were produced and whether the producer was ended. */
function pieces(count: number) {
  const seen = { produced: 0, ended: false };
  async function* gen() {
    try {
      for (let i = 0; i < count; i++) {
        seen.produced++;
        yield `piece ${i}\n`.repeat(1000);
      }
    } finally {
      seen.ended = true;
    }
  }
  return { gen: gen(), seen };
}

/** How many whole pieces `bytes` of the plain stream hold. */
function piecesIn(bytes: number) {
  let n = 0;
  for (let left = bytes; left >= `piece ${n}\n`.length * 1000; n++) left -= `piece ${n}\n`.length * 1000;
  return n;
}

async function readAll(body: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('streamedText', () => {
  it('sends every piece in order, plain or gzip-compressed', async () => {
    const plain = pieces(20);
    const zipped = pieces(20);
    const a = streamedText(() => plain.gen, false);
    const b = streamedText(() => zipped.gen, true);
    expect(a.headers).toEqual({ vary: 'Accept-Encoding' });
    expect(b.headers).toEqual({ vary: 'Accept-Encoding', 'content-encoding': 'gzip' });
    const text = (await readAll(a.body)).toString();
    expect(text).toBe(Array.from({ length: 20 }, (_, i) => `piece ${i}\n`.repeat(1000)).join(''));
    expect(gunzipSync(await readAll(b.body)).toString()).toBe(text);
  });

  it('reads the source only a piece or two ahead of the reader, and ends it on cancel', async () => {
    const { gen, seen } = pieces(1000);
    let producing: AbortSignal | undefined;
    const { body } = streamedText((signal) => ((producing = signal), gen), false);
    const reader = body.getReader();
    // Ten reads: a source read eagerly would run far ahead of the reader in the turns between them.
    let bytes = 0;
    for (let i = 0; i < 10; i++) bytes += (await reader.read()).value!.length;
    await reader.cancel();
    // The producer's `finally` ran: nothing more can be produced, so its count is final.
    await vi.waitFor(() => expect(seen.ended).toBe(true));
    expect(seen.produced - piecesIn(bytes)).toBeLessThanOrEqual(2);
    // The piece in the making is cancelled at its source too (an export's query in the database).
    expect(producing?.aborted).toBe(true);
  });
});
