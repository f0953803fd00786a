import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import type { Config } from '../config';
import { clearedSessionCookie, sessionCookie, type StartedSession } from '../services/people/start-session';

/**
 * Whether the browser reached the service over https: the request itself, a proxy's
 * X-Forwarded-Proto, or the configured public address. The cookie is then Secure.
 */
export function reachedOverHttps(c: Context<AppEnv>, config: Pick<Config, 'PUBLIC_URL'>) {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

/** Sets the cookie of a session just started; it lives until the session's absolute end. */
export function setSessionCookie(c: Context<AppEnv>, config: Pick<Config, 'PUBLIC_URL'>, s: StartedSession) {
  c.header(
    'Set-Cookie',
    sessionCookie(s.token, {
      secure: reachedOverHttps(c, config),
      maxAgeSeconds: (s.expiresAt.getTime() - Date.now()) / 1000,
    }),
    { append: true },
  );
}

export function clearSessionCookie(c: Context<AppEnv>, config: Pick<Config, 'PUBLIC_URL'>) {
  c.header('Set-Cookie', clearedSessionCookie(reachedOverHttps(c, config)), { append: true });
}
