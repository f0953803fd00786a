import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { csrfHeaderName } from '../../src/contract';
import type { Config } from '../config';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';
import { reachedOverHttps } from './session-cookie';

/**
 * Cross-site request forgery, for requests a browser authenticates with the session cookie (a Bearer
 * key is never sent by a browser on its own, so it is not checked). SameSite=Lax already keeps the
 * cookie off a cross-site form post; these checks hold even where it does not (an old browser, a
 * sibling subdomain): the request must come from a page of this origin AND echo the session's token.
 */
const refused = (why: string) =>
  new ApiError(403, 'csrf_failed', `This request was refused as a possible cross-site request: ${why}.`);

export const changesState = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** Where the request says it came from: Origin, or (absent) the Referer's origin; null when neither. */
function sourceOrigin(c: Context<AppEnv>): string | null {
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin;
  const referer = c.req.header('referer');
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/** Same origin as the request: the host it was sent to (a proxy's X-Forwarded-Host first), or PUBLIC_URL. */
function sameOrigin(c: Context<AppEnv>, config: Pick<Config, 'PUBLIC_URL'>, origin: string) {
  let source: URL;
  try {
    source = new URL(origin);
  } catch {
    return false;
  }
  if (config.PUBLIC_URL && new URL(config.PUBLIC_URL).origin === source.origin) return true;
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || c.req.header('host');
  if (!host || source.host !== host.toLowerCase()) return false;
  // Over https, a page of the plain-http origin is another origin (a network attacker can serve it).
  return source.protocol === 'https:' || (source.protocol === 'http:' && !reachedOverHttps(c, config));
}

/** Constant time, and whatever the lengths: the digests are compared, never the tokens. */
function sameToken(given: string, expected: string) {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A state-changing request made with the session cookie: same origin and the session's token. */
export function requireCsrfProof(c: Context<AppEnv>, config: Pick<Config, 'PUBLIC_URL'>, csrfToken: string) {
  if (!changesState(c.req.method)) return;
  const origin = sourceOrigin(c);
  if (origin === null) throw refused('it names no Origin or Referer');
  if (!sameOrigin(c, config, origin)) throw refused('it comes from a page of another origin');
  const token = c.req.header(csrfHeaderName);
  if (!token || !sameToken(token, csrfToken)) {
    throw refused(`it lacks this session's ${csrfHeaderName} header`);
  }
}

/**
 * A public state-changing request (signing in, a reset, an invitation): there is no session yet, so
 * no token; a browser that says it comes from another origin is refused (login CSRF).
 */
export function refuseCrossSite(c: Context<AppEnv>, config: Pick<Config, 'PUBLIC_URL'>) {
  if (!changesState(c.req.method)) return;
  const origin = c.req.header('origin');
  if (origin !== undefined && !sameOrigin(c, config, origin)) {
    throw refused('it comes from a page of another origin');
  }
}
