import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type Socket } from 'node:net';
import { resolveSafely } from './ssrf-guard';
import { connectFirst } from './webhook-connect';

export interface AttemptResult {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  responseExcerpt: string | null;
  ok: boolean;
  /** Every header the request was sent with, the signature among them. */
  requestHeaders: Record<string, string>;
}

const excerptBytes = 4096;

/** `sha256=` + lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the webhook secret. */
export const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * One delivery attempt: a POST of exactly `body`, signed, to a vetted address of the URL's host, no
 * redirects followed. `timeoutMs` bounds the whole attempt, the DNS lookup included, so an attempt
 * always ends inside its delivery's lease. Never throws and never lets an error of the receiver's
 * network reach the process: every outcome is an AttemptResult.
 */
export async function sendWebhook(input: {
  url: string;
  body: string;
  /** Null for a receiver that takes no signature (a Slack incoming webhook). */
  secret: string | null;
  eventType: string;
  deliveryId: string;
  timeoutMs: number;
  allowLoopback: boolean;
  /** DNS servers for the webhook's host (WEBHOOK_DNS_SERVERS); the system's when absent. */
  dnsServers?: readonly string[] | undefined;
  /** Aborts the exchange (the service is shutting down); the outcome is then a failure. */
  signal?: AbortSignal;
}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const requestHeaders: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(input.body)),
    'User-Agent': 'Relaydesk-Webhooks/1',
    ...(input.secret !== null ? { 'X-Service-Signature': sign(input.secret, input.body) } : {}),
    'X-Service-Event': input.eventType,
    'X-Service-Delivery-Id': input.deliveryId,
  };
  let phase = 'resolving the host';
  const attempt = new AbortController();
  const deadline = setTimeout(
    () => attempt.abort(new Error(`timed out after ${input.timeoutMs} ms (${phase})`)),
    input.timeoutMs,
  );
  const shutdown = () => attempt.abort(new Error('aborted: the service is shutting down'));
  if (input.signal?.aborted) shutdown();
  else input.signal?.addEventListener('abort', shutdown, { once: true });
  const { signal } = attempt;
  let socket: Socket | undefined;
  try {
    const url = new URL(input.url);
    const addresses = await resolveSafely(url.hostname, input.allowLoopback, {
      servers: input.dnsServers,
      signal,
    });
    phase = 'connecting';
    const https = url.protocol === 'https:';
    const host = url.hostname.replace(/^\[|\]$/g, '');
    socket = await connectFirst(addresses, {
      port: Number(url.port) || (https ? 443 : 80),
      tls: https ? { servername: isIP(host) ? null : host } : null,
      signal,
    });
    phase = 'waiting for the answer';
    const answer = await exchange(url, socket, requestHeaders, input.body, signal);
    return { ...answer, latencyMs: elapsed(), requestHeaders };
  } catch (error) {
    // Once the attempt is cut off, its reason (the deadline or the shutdown) is what happened.
    const reason = signal.aborted ? (signal.reason as Error) : (error as Error);
    return {
      statusCode: null,
      latencyMs: elapsed(),
      ok: false,
      error: reason.message,
      responseExcerpt: null,
      requestHeaders,
    };
  } finally {
    clearTimeout(deadline);
    input.signal?.removeEventListener('abort', shutdown);
    socket?.destroy();
  }
}

type Answer = Omit<AttemptResult, 'requestHeaders' | 'latencyMs'>;

/** The request over an open socket, and the status plus the first bytes of the answer. */
function exchange(
  url: URL,
  socket: Socket,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<Answer>((resolve, reject) => {
    const req = send(url, { method: 'POST', headers, createConnection: () => socket }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < excerptBytes) chunks.push(chunk.subarray(0, excerptBytes - size));
        size += chunk.length;
      });
      res.on('error', reject);
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({
          statusCode: status,
          ok,
          error: ok
            ? null
            : `HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`,
          responseExcerpt: Buffer.concat(chunks).toString('utf8') || null,
        });
      });
    });
    const abort = () => req.destroy(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    req.on('error', reject);
    req.on('close', () => {
      signal.removeEventListener('abort', abort);
      // Closed before a whole answer (the receiver hung up): a failure, never a pending promise.
      reject(new Error('the receiver closed the connection before answering'));
    });
    req.end(body);
  });
}
