import './dialog-polyfill';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ToastProvider } from '@/components/ui/toast';

// A busy CI machine can take seconds over a first render: a tolerance, not a performance check.
configure({ asyncUtilTimeout: 5_000 });

/** A fresh QueryClient (no retries) and a memory router, so URL state can be read back. */
export function renderWithProviders(
  element: ReactElement,
  {
    url = '/suppressions',
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  } = {},
) {
  const router = createMemoryRouter([{ path: '/suppressions', element }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, queryClient, router, search };
}

/** Matches the list's total line, e.g. "120 suppressions" or "3 matches", as one piece of text. */
export const totalLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'SPAN' && element.textContent === text;
