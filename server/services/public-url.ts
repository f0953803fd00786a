import type { ServiceContext } from '../context';

/**
 * Where the service is reached from outside (PUBLIC_URL, else `http://HOST:PORT`), without a
 * trailing slash: for the console's links in notifications and the one-click unsubscribe links.
 */
export const consoleUrl = (ctx: Pick<ServiceContext, 'config'>) =>
  (
    ctx.config.PUBLIC_URL ??
    `http://${ctx.config.HOST.includes(':') ? `[${ctx.config.HOST}]` : ctx.config.HOST}:${ctx.config.PORT}`
  ).replace(/\/$/, '');
