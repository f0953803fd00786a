import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchSuppressionsPage, requestPageEarly } from '../api/prefetch-suppressions-page';
import { makeRows, totalLine } from '../test/fixtures';
import { api, errorBody, ok, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { applyServiceMode, serviceModes } from '@/test/service-modes';
import { SuppressionsPage } from './suppressions-page';

const server = startMswServer();
const table = () => screen.getByRole('table', { name: 'Suppressed addresses' });
const rowsOf = () => within(table()).getAllByRole('row').slice(1);

/** A paging service over `rows`: numeric offsets as cursors; `hold` delays page answers. */
function pagingService(rows = makeRows(120), { hold }: { hold?: Promise<void> } = {}) {
  const live = [...rows];
  server.use(
    http.get(api('/suppressions'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const offset = Number(params.get('cursor') ?? 0);
      if (offset > 0 && hold) await hold;
      const limit = Number(params.get('limit') ?? 50);
      const page = live.slice(offset, offset + limit);
      const next = offset + limit < live.length ? String(offset + limit) : null;
      return HttpResponse.json(ok({ suppressions: page, total: live.length, next_cursor: next }));
    }),
  );
  return live;
}

describe('SuppressionsPage', { timeout: 30_000 }, () => {
  it('says "more than" for a search the service counted only to its cap, and counts exactly on request', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api('/suppressions'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params.toString());
        const exact = params.get('exact_total') === 'true';
        return HttpResponse.json(
          ok({
            suppressions: makeRows(params.get('limit') === '1' ? 1 : 50),
            total: exact ? 123_456 : 1_000,
            total_exact: exact,
            next_cursor: 'next',
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions?q=user' });
    expect(await screen.findByText(totalLine('more than 1,000 matches'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Count exactly' }));
    expect(await screen.findByText(totalLine('123,456 matches'))).toBeInTheDocument();
    expect(asked.filter((q) => q.includes('exact_total=true'))).toEqual([
      expect.stringMatching(/^limit=1&order=created_at_desc&q=user&exact_total=true$/),
    ]);
  });

  it('takes the exact total from the reason counts when they add up below their caps', async () => {
    server.use(
      http.get(api('/suppressions'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        const perReason = params.get('reason') ? 300 : 1_000;
        return HttpResponse.json(
          ok({
            suppressions: makeRows(params.get('limit') === '1' ? 1 : 50),
            total: perReason,
            total_exact: perReason < 1_000,
            next_cursor: 'next',
          }),
        );
      }),
    );
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions?q=user' });
    expect(await screen.findByText(totalLine('more than 1,000 matches'))).toBeInTheDocument();
    // Four reasons of 300 each: 1,200 exactly, with no count asked for.
    expect(await screen.findByText(totalLine('1,200 matches'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Count exactly' })).not.toBeInTheDocument();
  });

  it('finds the page its address prefetched: its first render asks for no page again', async () => {
    const pages: string[] = [];
    let counts = 0;
    server.use(
      http.get(api('/suppressions'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('limit') === '1') counts++;
        else pages.push(params.toString());
        return HttpResponse.json(ok({ suppressions: makeRows(3), total: 3, next_cursor: null }));
      }),
    );
    const url = '/suppressions?q=%20user&reason=complaint,hard_bounce&order=email_asc&limit=25';
    // The app's freshness window: without one, any mount refetches what is already there.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
    prefetchSuppressionsPage(queryClient, {
      rest: [],
      search: new URL(url, 'http://relaydesk.test').searchParams,
    });
    await waitFor(() => expect(pages).toHaveLength(1));
    expect(pages[0]).toBe('limit=25&order=email_asc&q=user&reason=complaint%2Chard_bounce');

    renderWithProviders(<SuppressionsPage />, { url, queryClient });
    expect(await screen.findByText(totalLine('3 matches'))).toBeInTheDocument();
    expect(pages).toHaveLength(1);
    // The reason counts still wait for the page to stand a moment, as after any other load.
    expect(counts).toBe(0);
    expect(await screen.findByRole('button', { name: 'Complaint 3' })).toBeInTheDocument();
    expect(counts).toBe(4);
  });

  it.each([
    ['its rows', 200],
    ['a 429', 429],
  ])(
    'takes the page a filter asked for before it rendered: one request, answered with %s',
    async (_, status) => {
      const pages: string[] = [];
      server.use(
        http.get(api('/suppressions'), ({ request }) => {
          const params = new URL(request.url).searchParams;
          if (params.get('limit') === '1') return HttpResponse.json(ok({ suppressions: [], total: 0 }));
          pages.push(params.toString());
          return status === 429
            ? HttpResponse.json(errorBody('rate_limited', 'Too many requests.'), {
                status: 429,
                headers: { 'Retry-After': '30' },
              })
            : HttpResponse.json(ok({ suppressions: makeRows(3), total: 3, next_cursor: null }));
        }),
      );
      const queryClient = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: 10_000 } },
      });
      // As a search does: the request leaves, then the page renders the new address.
      requestPageEarly(queryClient, { limit: 50, order: 'created_at_desc', q: 'patient' });
      await waitFor(() => expect(pages).toEqual(['limit=50&order=created_at_desc&q=patient']));

      renderWithProviders(<SuppressionsPage />, { url: '/suppressions?q=patient', queryClient });
      if (status === 429) expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
      else expect(await screen.findByText(totalLine('3 matches'))).toBeInTheDocument();
      expect(pages).toHaveLength(1);
    },
  );

  it('focuses the search with /, but not while typing elsewhere', async () => {
    pagingService();
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    await screen.findByText(totalLine('120 suppressions'));
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Check an address' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Check an address' })).toHaveValue('/');
  });

  it('removes a row at once and puts it back when the service refuses', async () => {
    pagingService(makeRows(3));
    server.use(
      http.delete(api('/suppressions/:id'), async () => {
        await delay(20);
        return HttpResponse.json(errorBody('internal_error', 'Database unavailable.'), { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    await screen.findByText('user0@example.test');
    await user.click(screen.getByRole('button', { name: 'Remove user0@example.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this suppression?' });
    expect(dialog).toHaveTextContent('user0@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByText('user0@example.test')).not.toBeInTheDocument());
    expect(
      await screen.findByText(/Couldn't remove user0@example.test, it is still suppressed/),
    ).toBeInTheDocument();
    expect(await within(table()).findByText('user0@example.test')).toBeInTheDocument();
  });

  it('bulk remove reports exactly which rows failed and keeps them selected', async () => {
    const live = pagingService(makeRows(6));
    server.use(
      http.delete(api('/suppressions/:id'), async ({ params }) => {
        await delay(30);
        const id = Number(params.id);
        if (id === 2 || id === 5)
          return HttpResponse.json(errorBody('internal_error', `Row ${id} is locked.`), { status: 500 });
        const index = live.findIndex((r) => r.id === id);
        const [removed] = live.splice(index, 1);
        return HttpResponse.json(ok({ suppression: removed }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    await screen.findByText('user0@example.test');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('6 selected');
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove 6 suppressions?' });
    // Row 3 (index 2) is a complaint: the dialog asks for explicit consent first.
    expect(within(dialog).getByRole('button', { name: 'Remove 6 suppressions' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /asked to receive mail again/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove 6 suppressions' }));
    expect(await screen.findByRole('progressbar', { name: 'Removal progress' })).toHaveAttribute(
      'aria-valuemax',
      '6',
    );

    const finished = await screen.findByRole('dialog', { name: 'Removal finished' });
    expect(finished).toHaveTextContent('Removed 4.');
    const failed = within(finished).getByRole('list', { name: 'Not removed' });
    expect(
      within(failed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['user1@example.testRow 2 is locked.', 'user4@example.testRow 5 is locked.']);
    await user.click(within(finished).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('2 selected');
    await waitFor(() => expect(rowsOf()).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'Select user1@example.test' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select user4@example.test' })).toBeChecked();
  });

  it('explains an empty list and offers Add and Import', async () => {
    pagingService([]);
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    expect(await screen.findByText('No suppressed addresses')).toBeInTheDocument();
    const main = screen.getByRole('region', { name: 'Suppression list' });
    expect(within(main).getByRole('button', { name: 'Add suppression' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });

  it('says when a search matches nothing, and clears it', async () => {
    pagingService([]);
    const user = userEvent.setup();
    const { search } = renderWithProviders(<SuppressionsPage />, {
      url: '/suppressions?q=nobody&reason=complaint',
    });
    expect(await screen.findByText('No suppressions match “nobody”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(search().toString()).toBe('');
  });

  it('shows an error with the request id and retries', async () => {
    let calls = 0;
    server.use(
      http.get(api('/suppressions'), () =>
        calls++ === 0
          ? HttpResponse.json(errorBody('internal_error', 'The database is unavailable.'), {
              status: 500,
              headers: { 'X-Request-Id': 'req_list' },
            })
          : HttpResponse.json(ok({ suppressions: makeRows(2), total: 2, next_cursor: null })),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load suppressions");
    expect(alert).toHaveTextContent('The database is unavailable.');
    expect(alert).toHaveTextContent('req_list');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('user1@example.test')).toBeInTheDocument();
  });
});

// The page's main rendering against both services: the list, search and paging are the spec's own,
// so a service with only the published spec shows the same (its missing failure filters are
// covered by sender-side-review.test.tsx).
describe.each(serviceModes)('SuppressionsPage against $service', { timeout: 30_000 }, ({ specOnly }) => {
  it('shows the total and keeps the previous page on screen while the next one loads', async () => {
    let release!: () => void;
    pagingService(makeRows(120), { hold: new Promise((r) => (release = r)) });
    applyServiceMode(server, specOnly);
    const user = userEvent.setup();
    const { search } = renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    expect(await screen.findByText(totalLine('120 suppressions'))).toBeInTheDocument();
    // The first rows show at once, the rest in steps right after.
    // Rows arrive in steps between frames: a busy machine (other test files run beside this one)
    // needs more than the default second.
    await waitFor(() => expect(rowsOf()).toHaveLength(50), { timeout: 15_000 });

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(search().get('cursor')).toBe('50');
    // Still page one, marked busy, until page two arrives.
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(rowsOf()[0]).toHaveTextContent('user0@example.test');
    release();
    await waitFor(() => expect(rowsOf()[0]).toHaveTextContent('user50@example.test'));
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
  });
});
