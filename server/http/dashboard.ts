import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import type { App } from './app-env';
import { pageHtml } from './page-html';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any other
 * GET answered with index.html so deep links (/messages/…) survive a reload, with the page's chunks
 * preloaded (page-html.ts). The build writes brotli and gzip copies of its text files; those go out
 * when the browser accepts them.
 */
export const serveDashboard = (distDir: string) => (app: App) => {
  const root = relative(process.cwd(), distDir) || '.';
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
  const html = pageHtml(distDir);
  app.get('*', (c) => {
    const page = html(c.req.path);
    if (page === undefined) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(page);
  });
};
