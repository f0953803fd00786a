import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
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
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.produced).toBeLessThanOrEqual(3);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen.ended).toBe(true);
    expect(seen.produced).toBeLessThanOrEqual(3);
    // The piece in the making is cancelled at its source too (an export's query in the database).
    expect(producing?.aborted).toBe(true);
  });
});
