import type { Context, Hono } from 'hono';
import { unsubscribePathPrefix } from '../../src/contract';
import type { ServiceContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { rateLimiterFor } from '../http/rate-limit';
import { clientAddress } from '../http/route';
import { findTokenTarget, unsubscribeOneClick } from '../services/unsubscribe/one-click';

/** A one-click body is one short form field; anything much longer is not one. */
const maxBodyBytes = 4_096;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

/** One answer for every token the service cannot use: forged, altered, unknown alike, never why. */
const notValid = page(
  'This unsubscribe link is not valid',
  '<p>Check that the whole link was copied from the email.</p>',
);
const done = page(
  'You are unsubscribed',
  '<p>This address will get no more of these emails. You can close this page.</p>',
);
const badRequest = page(
  'Nothing was changed',
  '<p>This request did not ask to unsubscribe. Use the button on the unsubscribe page.</p>',
);
/** The GET page: a scanner or a preview changes nothing; a person confirms with the button. */
const confirm = (action: string) =>
  page(
    'Unsubscribe from these emails?',
    `<form method="post" action="${action}">` +
      '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
      '<input type="hidden" name="from" value="page">' +
      '<button type="submit">Unsubscribe</button></form>',
  );

const answer = (c: Context<AppEnv>, html: string, status: 200 | 400 | 404 | 413) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(html, status);
};

/** Whether a request body is RFC 8058's `List-Unsubscribe=One-Click` (form-encoded or multipart). */
async function oneClickBody(c: Context<AppEnv>): Promise<'one_click' | 'page' | null> {
  try {
    const form = await c.req.parseBody();
    if (form['List-Unsubscribe'] !== 'One-Click') return null;
    return form.from === 'page' ? 'page' : 'one_click';
  } catch {
    return null;
  }
}

/**
 * The public one-click unsubscribe page and endpoint (RFC 8058), outside `/api/v1` and without a
 * key: the link in a bulk message's List-Unsubscribe header. GET only shows a button (link scanners
 * and previews follow GETs); POST with the one-click body unsubscribes. Limited per client address.
 */
export function unsubscribeRoutes(app: Hono<AppEnv>, ctx: ServiceContext) {
  // Generous: one-click POSTs come from the mailbox providers' own servers, many recipients per
  // address. It bounds a flood of guesses (hopeless against 256 bits, but still load).
  const limiter = rateLimiterFor(
    ctx.db,
    { ratePerSecond: 10, burst: 100, addressRefusal: 'unsubscribe requests' },
    'unsubscribe',
  );
  const path = `${unsubscribePathPrefix}:token`;

  app.get(path, async (c) => {
    await limiter.take(`ip:${clientAddress(c)}`);
    const token = c.req.param('token');
    if (!(await findTokenTarget(ctx, token))) return answer(c, notValid, 404);
    return answer(c, confirm(`${unsubscribePathPrefix}${token}`), 200);
  });

  app.post(path, async (c) => {
    await limiter.take(`ip:${clientAddress(c)}`);
    if (Number(c.req.header('content-length') ?? 0) > maxBodyBytes) return answer(c, badRequest, 413);
    const via = await oneClickBody(c);
    if (!via) return answer(c, badRequest, 400);
    const outcome = await unsubscribeOneClick(ctx, c.req.param('token'), via);
    return outcome === 'unknown' ? answer(c, notValid, 404) : answer(c, done, 200);
  });
}
