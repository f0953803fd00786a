import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';
import { powersOfKey } from '@/lib/key-powers';
import { grantedPermissions, sessionQueries, type KeyPermissions } from '@/lib/permissions';
import { session } from '@/lib/session';

export const testKey = 'rk_test_key';

/** A new client per test, never retrying, so a failure shows at once (TkDodo's advice). */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

interface RenderOptions {
  /** Where the memory router starts. */
  url?: string;
  /** Route patterns that show `ui`; default the path of `url`. Other addresses show nothing. */
  paths?: string[];
  queryClient?: QueryClient;
  /** Signs in with a test key whose permissions are already known, so none are asked for. */
  permissions?: KeyDescription;
}

/** A key's permissions as a test writes them; its powers follow from them, as the probe derives them. */
export type KeyDescription = Omit<KeyPermissions, 'powers'>;
export const describedKey = (permissions: KeyDescription): KeyPermissions => ({
  ...permissions,
  powers: powersOfKey(grantedPermissions(permissions)),
});

/** `ui` with the app's providers, in a memory router whose URL state can be read back. */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', paths, queryClient = createTestQueryClient(), permissions }: RenderOptions = {},
) {
  if (permissions) {
    session.signIn(testKey);
    queryClient.setQueryData(sessionQueries.permissions(testKey).queryKey, describedKey(permissions));
  }
  const shownAt = paths ?? [new URL(url, 'http://relaydesk.test').pathname];
  // The catch-all lets a test follow a link off the page and read where it went.
  const routes = [...shownAt.map((path) => ({ path, element: ui })), { path: '*', element: null }];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, queryClient, router, location, search };
}
