import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { LookupForm } from '@/features/messages/components/lookup-form';
import { href } from '@/lib/href';
import { Layout } from './layout';
import { navItems } from './nav-items';
import { PagePending } from './page-pending';
import { pageMeta } from './router';

/**
 * What a page shows above its data, where that is more than its header, drawn by the page's own
 * components: the frame holds it from the first paint, and the app's first render draws it again
 * in the same place. The activity log's lookup box needs nothing from the service (whether the
 * service can search by recipient is assumed until it says no, as the page itself assumes).
 */
const intros: Partial<Record<keyof typeof pageMeta, ReactNode>> = {
  messages: <LookupForm />,
};

/** Every page in the navigation, and My account (reached from the person's name, not the navigation). */
export const framedPaths: readonly string[] = [...navItems.map(({ to }) => to), href('account')];

/**
 * The first frame of each page, as HTML, written into the build (never part of the bundle): the
 * layout and the page's header (and its intro) over "Loading page…", exactly as the app draws them.
 * The service puts it in the page's HTML, so a phone paints where it is at once, while the code
 * and the data are still on their way; the app's first render replaces it with the same frame.
 */
export function renderPageShells(): Record<string, string> {
  return Object.fromEntries(
    framedPaths.flatMap((to) => {
      const page = to.split('/')[1] as keyof typeof pageMeta;
      const meta = pageMeta[page];
      if (!meta) return [];
      return [[to, renderShell(to, <PagePending meta={meta} label="Loading page…" intro={intros[page]} />)]];
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
