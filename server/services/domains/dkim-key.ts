import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

/** A new DKIM key pair: the public key as DNS carries it, the private key as only signing reads it. */
export interface DkimKeyPair {
  /** Base64 of the DER SubjectPublicKeyInfo: the `p=` of the DKIM record. */
  publicKey: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

/** RSA-2048, generated off the event loop (a key takes tens of milliseconds). */
export async function newDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKey };
}

/** Selectors are `rd1`, `rd2`…: the next after the highest a domain ever had, so none is reused. */
export function nextSelector(taken: readonly string[]): string {
  const numbers = taken
    .map((s) => /^rd(\d+)$/.exec(s)?.[1])
    .filter(Boolean)
    .map(Number);
  return `rd${Math.max(0, ...numbers) + 1}`;
}

/** The DKIM record's value for a public key. */
export const dkimRecordValue = (publicKey: string) => `v=DKIM1; k=rsa; p=${publicKey}`;
