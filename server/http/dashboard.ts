import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import type { Handler } from 'hono';
import type { App, AppEnv } from './app-env';
import { pageHtml } from './page-html';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any other
 * GET answered with index.html so deep links (/messages/…) survive a reload, with the page's chunks
 * preloaded and its first paint's script and stylesheet inline (page-html.ts). The build writes
 * brotli and gzip copies of its text files; those go out when the browser accepts them, and so does
 * the page's HTML, compressed once.
 */
export const serveDashboard = (distDir: string) => (app: App) => {
  const root = relative(process.cwd(), distDir) || '.';
  const html = pageHtml(distDir);
  const page: Handler<AppEnv> = (c) => {
    const found = html(c.req.path);
    if (found === undefined) return c.notFound();
    const { body, encoding } = found.encoded(c.req.header('accept-encoding'));
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', found.csp);
    c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(typeof body === 'string' ? body : new Uint8Array(body));
  };
  // index.html is never served as the file: its inline elements need the page's CSP.
  app.get('/', page);
  app.get('/index.html', page);
  app.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({ root, precompressed: true, onFound: (_path, c) => c.header('Cache-Control', 'no-cache') }),
  );
  app.get('*', page);
};
