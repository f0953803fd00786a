import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { resolveSafely } from './ssrf-guard';

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

type LookupAll = (err: Error | null, addresses: { address: string; family: number }[]) => void;

/** `sha256=` + lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the webhook secret. */
export const sign = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/**
 * One delivery attempt: a POST of exactly `body`, signed, to the vetted address, no redirects
 * followed, `timeoutMs` for the whole exchange. Never throws: every outcome is an AttemptResult.
 */
export async function sendWebhook(input: {
  url: string;
  body: string;
  secret: string;
  eventType: string;
  deliveryId: string;
  timeoutMs: number;
  allowLoopback: boolean;
  /** Aborts the exchange (the service is shutting down); the outcome is then a failure. */
  signal?: AbortSignal;
}): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(input.body)),
    'User-Agent': 'Relaydesk-Webhooks/1',
    'X-Service-Signature': sign(input.secret, input.body),
    'X-Service-Event': input.eventType,
    'X-Service-Delivery-Id': input.deliveryId,
  };
  const result = await attemptWith(headers);
  return { ...result, requestHeaders: headers };

  async function attemptWith(
    headers: Record<string, string>,
  ): Promise<Omit<AttemptResult, 'requestHeaders'>> {
    try {
      const url = new URL(input.url);
      const target = await resolveSafely(url.hostname, input.allowLoopback);
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      return await new Promise<Omit<AttemptResult, 'requestHeaders'>>((resolve) => {
        const req = send(
          url,
          {
            method: 'POST',
            headers,
            // Connect to the vetted address only. Node asks for `all` addresses when it races families
            // (autoSelectFamily, on by default), and then expects a list back.
            lookup: (_host, opts, cb) =>
              opts.all
                ? (cb as unknown as LookupAll)(null, [{ address: target.address, family: target.family }])
                : cb(null, target.address, target.family),
            timeout: input.timeoutMs,
          },
          (res) => {
            const chunks: Buffer[] = [];
            let size = 0;
            res.on('data', (chunk: Buffer) => {
              if (size < excerptBytes) chunks.push(chunk.subarray(0, excerptBytes - size));
              size += chunk.length;
            });
            res.on('end', () => {
              const status = res.statusCode ?? 0;
              resolve({
                statusCode: status,
                latencyMs: elapsed(),
                ok: status >= 200 && status < 300,
                error:
                  status >= 200 && status < 300
                    ? null
                    : `HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`,
                responseExcerpt: Buffer.concat(chunks).toString('utf8') || null,
              });
            });
            res.on('error', (e) => resolve(failure(e.message)));
          },
        );
        const failure = (message: string): Omit<AttemptResult, 'requestHeaders'> => ({
          statusCode: null,
          latencyMs: elapsed(),
          ok: false,
          error: message,
          responseExcerpt: null,
        });
        const deadline = setTimeout(
          () => req.destroy(new Error(`timed out after ${input.timeoutMs} ms`)),
          input.timeoutMs,
        );
        req.on('timeout', () => req.destroy(new Error(`timed out after ${input.timeoutMs} ms`)));
        const abort = () => req.destroy(new Error('aborted: the service is shutting down'));
        if (input.signal?.aborted) abort();
        else input.signal?.addEventListener('abort', abort, { once: true });
        req.on('error', (e) => resolve(failure(e.message)));
        req.on('close', () => {
          clearTimeout(deadline);
          input.signal?.removeEventListener('abort', abort);
        });
        req.end(input.body);
      });
    } catch (error) {
      return {
        statusCode: null,
        latencyMs: elapsed(),
        ok: false,
        error: (error as Error).message,
        responseExcerpt: null,
      };
    }
  }
}
