/**
 * The signature check a receiver does, in the browser with WebCrypto: HMAC-SHA256 of the raw body
 * keyed with the whole secret (`whsec_…` included), sent as `sha256=<lowercase hex>`. When it does
 * not match, it tries the usual mistakes one at a time and names the one that explains it.
 */

export const signaturePrefix = 'sha256=';

export type NoteKind =
  | 'header-name'
  | 'missing-prefix'
  | 'uppercase'
  | 'malformed'
  | 'reserialised'
  | 'newline-trimmed'
  | 'newline-added'
  | 'line-endings'
  | 'secret-whitespace'
  | 'secret-prefix'
  | 'no-explanation';

export interface VerifyResult {
  valid: boolean;
  /** What the header should say for this body and secret. */
  expected: string;
  notes: NoteKind[];
}

export class WebCryptoUnavailableError extends Error {
  constructor() {
    super('WebCrypto is not available: browsers offer it only on HTTPS pages and on localhost.');
  }
}

const encoder = new TextEncoder();

export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new WebCryptoUnavailableError();
  const key = await subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(body)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The hex digest from what was pasted as the header, and what was off about its form. */
export function readSignatureHeader(pasted: string): { hex: string | null; notes: NoteKind[] } {
  const notes: NoteKind[] = [];
  let value = pasted.trim();
  // A whole header line copied from a log: keep its value.
  const line = /^x-service-signature\s*:\s*/i.exec(value);
  if (line) {
    notes.push('header-name');
    value = value.slice(line[0].length).trim();
  }
  if (value.toLowerCase().startsWith(signaturePrefix)) value = value.slice(signaturePrefix.length);
  else if (/^[0-9a-f]{64}$/i.test(value)) notes.push('missing-prefix');
  if (!/^[0-9a-f]{64}$/i.test(value)) return { hex: null, notes: [...notes, 'malformed'] };
  if (value !== value.toLowerCase()) notes.push('uppercase');
  return { hex: value.toLowerCase(), notes };
}

/** Hex strings of equal length, compared without an early exit (habit; this runs in your browser). */
function sameHex(a: string, b: string) {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function reserialised(body: string): string | null {
  try {
    const compact = JSON.stringify(JSON.parse(body));
    return compact === body ? null : compact;
  } catch {
    return null;
  }
}

/** Variants of what was pasted, each the result of one common mistake, in the order worth trying. */
function mistakes(body: string, secret: string): { kind: NoteKind; body: string; secret: string }[] {
  const out: { kind: NoteKind; body: string; secret: string }[] = [];
  if (body.endsWith('\n')) out.push({ kind: 'newline-added', body: body.replace(/\r?\n$/, ''), secret });
  else out.push({ kind: 'newline-trimmed', body: `${body}\n`, secret });
  if (body.includes('\r\n')) out.push({ kind: 'line-endings', body: body.replace(/\r\n/g, '\n'), secret });
  else if (body.includes('\n')) out.push({ kind: 'line-endings', body: body.replace(/\n/g, '\r\n'), secret });
  // After the newline checks: a stray newline also disappears when JSON is printed again.
  const compact = reserialised(body);
  if (compact !== null) out.push({ kind: 'reserialised', body: compact, secret });
  if (secret.trim() !== secret) out.push({ kind: 'secret-whitespace', body, secret: secret.trim() });
  if (!secret.trim().startsWith('whsec_'))
    out.push({ kind: 'secret-prefix', body, secret: `whsec_${secret.trim()}` });
  return out;
}

export async function verifySignature(input: {
  body: string;
  header: string;
  secret: string;
}): Promise<VerifyResult> {
  const expectedHex = await hmacSha256Hex(input.secret, input.body);
  const expected = `${signaturePrefix}${expectedHex}`;
  const { hex, notes } = readSignatureHeader(input.header);
  if (hex === null) return { valid: false, expected, notes };
  if (sameHex(hex, expectedHex)) return { valid: true, expected, notes };
  for (const variant of mistakes(input.body, input.secret)) {
    if (sameHex(hex, await hmacSha256Hex(variant.secret, variant.body))) {
      return { valid: false, expected, notes: [...notes, variant.kind] };
    }
  }
  return { valid: false, expected, notes: [...notes, 'no-explanation'] };
}
