import { lazy, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RootRedirect } from './root-redirect';
import { RouteErrorBoundary } from './route-error';

/** A route module's `Component` as a lazy component: each page's code loads on its first visit. */
const lazyRoute = (load: () => Promise<{ Component: ComponentType }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const routeModules = {
  suppressions: () => import('./routes/suppressions'),
  messages: () => import('./routes/messages'),
  stats: () => import('./routes/stats'),
  webhooks: () => import('./routes/webhooks'),
};

const SuppressionsRoute = lazyRoute(routeModules.suppressions);
const MessagesRoute = lazyRoute(routeModules.messages);
const StatsRoute = lazyRoute(routeModules.stats);
const WebhooksRoute = lazyRoute(routeModules.webhooks);

/**
 * Starts loading the code of the page at `pathname` before the first render, in parallel with
 * the rest of the start-up, instead of when the router first renders it. The browser keeps the
 * module, so the lazy route's own import finds it loaded or on its way; a failure shows there.
 */
export function preloadRoute(pathname: string) {
  const page = pathname.split('/')[1] ?? '';
  if (Object.hasOwn(routeModules, page)) {
    routeModules[page as keyof typeof routeModules]().catch(() => {});
  }
}

/**
 * Declarative routes, not a data router: no page uses loaders or actions, and the data router
 * alone would add about 15 KB gzip to the first load. Route modules stay lazy (charts included).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        <Route path="/" element={<Layout />}>
          <Route index element={<RootRedirect />} />
          <Route path="suppressions" element={<SuppressionsRoute />} />
          <Route path="messages" element={<MessagesRoute />} />
          <Route path="messages/:id" element={<MessagesRoute />} />
          <Route path="stats" element={<StatsRoute />} />
          <Route path="webhooks" element={<WebhooksRoute />} />
          <Route path="webhooks/:id" element={<WebhooksRoute />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
