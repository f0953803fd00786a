import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { Layout } from './layout';
import { navItems } from './nav-items';
import { PagePending } from './page-pending';
import { pageMeta } from './router';

/**
 * The first frame of each page, as HTML, written into the build (never part of the bundle): the
 * layout and the page's header over "Loading page…", exactly as the app's first render draws them.
 * The service puts it in the page's HTML, so a phone paints where it is at once, while the code
 * and the data are still on their way; the app's first render replaces it with the same frame.
 */
export function renderPageShells(): Record<string, string> {
  return Object.fromEntries(
    navItems.flatMap(({ to }) => {
      const page = to.split('/')[1] as keyof typeof pageMeta;
      const meta = pageMeta[page];
      return meta ? [[to, renderShell(to, <PagePending meta={meta} label="Loading page…" />)]] : [];
    }),
  );
}

function renderShell(location: string, page: ReactNode) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={location}>
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route path="*" element={page} />
          </Route>
        </Routes>
      </StaticRouter>
    </QueryClientProvider>,
  );
}
