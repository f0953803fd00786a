import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import type { App } from './app-env';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any other
 * GET answered with index.html so deep links (/messages/…) survive a reload. The build writes
 * brotli and gzip copies of its text files; those go out when the browser accepts them.
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
  app.get(
    '*',
    serveStatic({
      root,
      path: 'index.html',
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
    }),
  );
};
