import type { Logger } from '../logger';
import { ApiError } from './api-error';
import type { App } from './app-env';
import { envelope } from './errors';

/** `API_BASE_URL` mode: the dashboard is served here and `/api/v1/*` is forwarded as it is. */
export const proxyApi =
  (baseUrl: string, log?: Logger, { answerTimeoutMs = 30_000 } = {}) =>
  (app: App) => {
    const base = baseUrl.replace(/\/+$/, '');
    app.all('/api/v1/*', async (c) => {
      const url = new URL(c.req.url);
      const headers = new Headers(c.req.raw.headers);
      headers.delete('host');
      // The service checks a cookie request's Origin against the host the browser used (CSRF): this one.
      headers.set('x-forwarded-host', c.req.header('x-forwarded-host') ?? url.host);
      headers.set('x-forwarded-proto', c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', ''));
      // One id for the request on both sides, so support can follow it into the service's logs.
      const requestId = c.get('requestId');
      if (requestId) headers.set('x-request-id', requestId);
      // Bounds the wait for the service's answer, not the body that follows (an export may stream long).
      const answered = new AbortController();
      const timer = setTimeout(() => answered.abort(), answerTimeoutMs);
      let response: Response;
      try {
        response = await fetch(`${base}${url.pathname}${url.search}`, {
          signal: answered.signal,
          method: c.req.method,
          headers,
          body: ['GET', 'HEAD'].includes(c.req.method) ? undefined : c.req.raw.body,
          redirect: 'manual',
          // @ts-expect-error Node's fetch needs this to stream a request body.
          duplex: 'half',
        });
      } catch (error) {
        // No answer from the service: still the error envelope, with an id to quote, never the cause
        // (it may name internal hosts).
        const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message;
        const timedOut = answered.signal.aborted;
        log?.error(timedOut ? 'API service did not answer in time' : 'API service unreachable', {
          request_id: requestId,
          error: cause,
        });
        const quote = requestId ? ` Quote request id ${requestId} to support.` : '';
        return envelope(
          c,
          timedOut
            ? new ApiError(
                504,
                'gateway_timeout',
                `The API service did not answer within ${answerTimeoutMs / 1000} s.${quote}`,
              )
            : new ApiError(502, 'bad_gateway', `The API service did not answer.${quote}`),
        );
      } finally {
        clearTimeout(timer);
      }
      const out = new Headers(response.headers);
      out.delete('content-encoding');
      out.delete('content-length');
      return new Response(response.body, { status: response.status, headers: out });
    });
  };
