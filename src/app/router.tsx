import { createBrowserRouter } from 'react-router-dom';
import { LoadingState } from '@/components/ui/skeleton';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RootRedirect } from './root-redirect';
import { RouteError } from './route-error';

const PageFallback = () => <LoadingState label="Loading page…" className="p-6" />;

/** Route modules are lazy: each page's code (charts included) loads only when it is visited. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: Layout,
      errorElement: <RouteError />,
      HydrateFallback: PageFallback,
      children: [
        {
          // Errors below keep the sidebar, so the user can still go elsewhere or sign out.
          errorElement: <RouteError />,
          children: [
            { index: true, Component: RootRedirect },
            { path: 'suppressions', lazy: () => import('./routes/suppressions') },
            { path: 'messages', lazy: () => import('./routes/messages') },
            { path: 'messages/:id', lazy: () => import('./routes/messages') },
            { path: 'stats', lazy: () => import('./routes/stats') },
            { path: 'webhooks', lazy: () => import('./routes/webhooks') },
            { path: 'webhooks/:id', lazy: () => import('./routes/webhooks') },
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
