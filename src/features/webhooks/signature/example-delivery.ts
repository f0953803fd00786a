import { hmacSha256Hex, signaturePrefix } from './verify-signature';

/** A made-up delivery signed like a real one, to show the tool at work (and to break on purpose). */
export async function exampleDelivery(now = new Date()) {
  const secret = 'whsec_exampleOnlyNotARealSecret0123456789abc';
  const body = JSON.stringify({
    event_type: 'delivered',
    timestamp: now.toISOString(),
    data: { message_id: crypto.randomUUID(), subject: 'Your order has shipped' },
  });
  return { body, secret, header: `${signaturePrefix}${await hmacSha256Hex(secret, body)}` };
}
