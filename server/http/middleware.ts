import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { Logger } from '../logger';

const incomingId = /^[A-Za-z0-9._-]{8,64}$/;

/** Every response carries X-Request-Id; a well-formed one from the caller is kept for tracing. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header('x-request-id');
  const id = given && incomingId.test(given) ? given : randomUUID();
  c.set('requestId', id);
  c.set('keyId', undefined);
  await next();
  c.header('X-Request-Id', id);
};

/** One line per request. Never the Authorization header, the query string or a body: no key, no PII. */
export const accessLog =
  (log: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    log.info('request', {
      request_id: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
      key_id: c.get('keyId'),
    });
  };

/**
 * The dashboard's CSP. The page's HTML carries its first paint's script and stylesheet inline
 * (page-html.ts): those elements alone are allowed, by the hashes of their text; nothing else inline.
 */
export function dashboardCsp(inline: { scripts: string[]; styles: string[] } = { scripts: [], styles: [] }) {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inline.scripts].join(' '),
    ["style-src 'self'", ...inline.styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Strict CSP (no inline script but the page's own, no eval), no sniffing, no referrer, no framing,
 * on every response. The dashboard's page sets its own, with its inline elements' hashes.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const api = c.req.path.startsWith('/api/');
  if (api) c.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  else if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', dashboardCsp());
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Frame-Options', 'DENY');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  if (api) c.header('Cache-Control', 'no-store');
};
