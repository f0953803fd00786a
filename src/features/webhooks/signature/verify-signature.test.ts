import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, readSignatureHeader, verifySignature } from './verify-signature';

const secret = 'whsec_3q2-7wRa_Kc1bXv0Lm9sTQpW4yZf8uNd6hJgE5iOaB0';
const body =
  '{"event_type":"delivered","timestamp":"2026-11-21T05:11:26.000Z","data":{"message_id":"0b5c1f3e-9a4d-4e57-8b1f-2f7e9d3c6a10","subject":"Your \\"order\\" ✓"}}';
const hex = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');
const header = `sha256=${hex(secret, body)}`;

describe('hmacSha256Hex', () => {
  it('agrees with node:crypto, UTF-8 included', async () => {
    expect(await hmacSha256Hex(secret, body)).toBe(hex(secret, body));
  });
});

describe('verifySignature', () => {
  it('accepts the header the service sends', async () => {
    expect(await verifySignature({ body, header, secret })).toEqual({
      valid: true,
      expected: header,
      notes: [],
    });
  });

  it('accepts upper-case hex, saying the service sends lower case', async () => {
    const result = await verifySignature({
      body,
      header: `sha256=${hex(secret, body).toUpperCase()}`,
      secret,
    });
    expect(result).toMatchObject({ valid: true, notes: ['uppercase'] });
  });

  it('tolerates a pasted header line or a bare digest, and says so', async () => {
    expect(await verifySignature({ body, header: `X-Service-Signature: ${header}`, secret })).toMatchObject({
      valid: true,
      notes: ['header-name'],
    });
    expect(await verifySignature({ body, header: hex(secret, body), secret })).toMatchObject({
      valid: true,
      notes: ['missing-prefix'],
    });
  });

  it('refuses another body or secret, showing the expected signature', async () => {
    const result = await verifySignature({ body: body.replace('order', 'ordre'), header, secret });
    expect(result.valid).toBe(false);
    expect(result.expected).toBe(`sha256=${hex(secret, body.replace('order', 'ordre'))}`);
    expect(result.notes).toEqual(['no-explanation']);
    expect((await verifySignature({ body, header, secret: `${secret}x` })).valid).toBe(false);
  });

  it.each([
    ['re-serialised JSON', JSON.stringify(JSON.parse(body), null, 2), secret, 'reserialised'],
    ['a trimmed trailing newline', body, secret, 'newline-trimmed', `${body}\n`],
    ['an added trailing newline', `${body}\n`, secret, 'newline-added'],
    ['converted line endings', 'line one\r\nline two', secret, 'line-endings', 'line one\nline two'],
    ['spaces around the secret', body, ` ${secret}\n`, 'secret-whitespace'],
    ['a secret without its prefix', body, secret.slice('whsec_'.length), 'secret-prefix'],
  ])('names %s as the likely cause', async (_what, pasted, pastedSecret, note, signed = body) => {
    const result = await verifySignature({
      body: pasted,
      header: `sha256=${hex(secret, signed)}`,
      secret: pastedSecret,
    });
    expect(result.valid).toBe(false);
    expect(result.notes).toEqual([note]);
  });
});

describe('readSignatureHeader', () => {
  it('refuses what is not a SHA-256 hex digest', () => {
    for (const bad of ['', 'sha256=', 'sha256=xyz', `sha1=${'a'.repeat(40)}`, `sha256=${'a'.repeat(63)}`]) {
      expect(readSignatureHeader(bad)).toMatchObject({
        hex: null,
        notes: expect.arrayContaining(['malformed']),
      });
    }
  });
});
