import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { PagePrefetch } from '@/lib/page-prefetch';
import type { Power } from '@/contract/role-names';
import { navItems } from './nav-items';
import { Layout } from './layout';
import { messagesPageMeta } from '@/features/messages/page-meta';
import { statsPageMeta } from '@/features/stats/page-meta';
import { suppressionsPageMeta } from '@/features/suppressions/page-meta';
import { webhooksPageMeta } from '@/features/webhooks/page-meta';
import { keysPageMeta } from '@/features/keys/page-meta';
import { auditPageMeta } from '@/features/audit/page-meta';
import { explainBouncePageMeta } from '@/features/bounces/page-meta';
import { alertsPageMeta } from '@/features/alerts/page-meta';
import { domainsPageMeta } from '@/features/domains/page-meta';
import { accountPageMeta, peoplePageMeta } from '@/features/people/page-meta';
import { compliancePageMeta } from '@/features/domains/compliance/page-meta';
import { NotFound } from './not-found';
import { PagePending, type PageMeta } from './page-pending';
import { RootRedirect } from './root-redirect';
import { RouteErrorBoundary } from './route-error';

type RouteModule = { Component: ComponentType; prefetch?: PagePrefetch };

const routeModules = {
  suppressions: () => import('./routes/suppressions'),
  messages: () => import('./routes/messages'),
  stats: () => import('./routes/stats'),
  webhooks: () => import('./routes/webhooks'),
  keys: () => import('./routes/keys'),
  audit: () => import('./routes/audit'),
  bounces: () => import('./routes/bounces'),
  alerts: () => import('./routes/alerts'),
  domains: () => import('./routes/domains'),
  people: () => import('./routes/people'),
  account: () => import('./routes/account'),
  compliance: () => import('./routes/compliance'),
} satisfies Record<string, () => Promise<RouteModule>>;

/** Every page's header, by page: what it shows while its code loads (and in its prerendered frame). */
export const pageMeta = {
  suppressions: suppressionsPageMeta,
  messages: messagesPageMeta,
  stats: statsPageMeta,
  webhooks: webhooksPageMeta,
  keys: keysPageMeta,
  audit: auditPageMeta,
  bounces: explainBouncePageMeta,
  alerts: alertsPageMeta,
  domains: domainsPageMeta,
  people: peoplePageMeta,
  account: accountPageMeta,
  compliance: compliancePageMeta,
} satisfies Record<keyof typeof routeModules, PageMeta>;

type Page = keyof typeof routeModules;

/** Route modules that have finished loading, so a page can render without suspending. */
const loadedModules = new Map<Page, RouteModule>();

const loadRoute = (page: Page): Promise<RouteModule> =>
  routeModules[page]().then((module: RouteModule) => {
    loadedModules.set(page, module);
    return module;
  });

/**
 * Each page's code loads on its first visit; meanwhile the page's own header shows (the first
 * paint says where you are, and is the page's largest text). A page whose module is already loaded
 * renders directly: a lazy component always suspends once, and React then holds the page back
 * behind the fallback for up to 300 ms. Which of the two a mount uses is settled once, so a mounted
 * page never remounts.
 */
function routeComponent(page: Page) {
  const Lazy = lazy(() => loadRoute(page).then((module) => ({ default: module.Component })));
  return function RoutePage() {
    const [Loaded] = useState(() => loadedModules.get(page)?.Component);
    return Loaded ? (
      <Loaded />
    ) : (
      <Suspense fallback={<PagePending meta={pageMeta[page]} label="Loading page…" />}>
        <Lazy />
      </Suspense>
    );
  };
}

const SuppressionsRoute = routeComponent('suppressions');
const MessagesRoute = routeComponent('messages');
const StatsRoute = routeComponent('stats');
const WebhooksRoute = routeComponent('webhooks');
const KeysRoute = routeComponent('keys');
const AuditRoute = routeComponent('audit');
const BouncesRoute = routeComponent('bounces');
const AlertsRoute = routeComponent('alerts');
const DomainsRoute = routeComponent('domains');
const PeopleRoute = routeComponent('people');
const AccountRoute = routeComponent('account');
const ComplianceRoute = routeComponent('compliance');

/**
 * Starts loading the code of the page at this address before the first render, in parallel with
 * the rest of the start-up, instead of when the router first renders it; once the code is in, the
 * page's first queries start too. Answers once all of it has settled, so the first render can
 * find it in place; it never rejects: a failure shows when the page renders (its lazy import
 * tries again).
 */
export async function preloadRoute(
  { pathname, search }: { pathname: string; search: string },
  client: QueryClient,
  powers: Promise<readonly Power[]>,
): Promise<void> {
  const [, page = '', ...rest] = pathname.split('/');
  if (!Object.hasOwn(routeModules, page)) return;
  const needed = navItems.find((item) => item.to === `/${page}` || item.to.startsWith(`/${page}/`))?.power;
  // The page's first data waits for the caller's powers, which arrive while its code loads: a key or
  // a role without the power never makes a request that could only answer 403.
  try {
    const [module, granted] = await Promise.all([loadRoute(page as Page), powers]);
    if (needed && !granted.includes(needed)) return;
    await module.prefetch?.(client, { rest: rest.filter(Boolean), search: new URLSearchParams(search) });
  } catch {
    // Shown by the page itself.
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
          <Route path="keys" element={<KeysRoute />} />
          <Route path="audit" element={<AuditRoute />} />
          <Route path="bounces/explain" element={<BouncesRoute />} />
          <Route path="alerts" element={<AlertsRoute />} />
          <Route path="alerts/rules/:id" element={<AlertsRoute />} />
          <Route path="domains" element={<DomainsRoute />} />
          <Route path="domains/:id" element={<DomainsRoute />} />
          <Route path="people" element={<PeopleRoute />} />
          <Route path="account" element={<AccountRoute />} />
          <Route path="compliance" element={<ComplianceRoute />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
