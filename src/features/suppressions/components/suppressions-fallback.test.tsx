import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeRows, totalLine } from '../test/fixtures';
import { api, ok, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { SuppressionsPage } from './suppressions-page';

const server = startMswServer();
const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Suppressed addresses' }))
    .getAllByRole('row')
    .slice(1);

/** A service that knows no parameters: every GET answers the whole list, without next_cursor. */
function unpagedService(count: number) {
  const all = makeRows(count);
  let calls = 0;
  server.use(
    http.get(api('/suppressions'), () => {
      calls++;
      return HttpResponse.json(ok({ suppressions: all, total: all.length }));
    }),
  );
  return { all, calls: () => calls };
}

describe('against a service that ignores limit, cursor and q', { timeout: 30_000 }, () => {
  it('pages, searches, filters and sorts 50,000 rows in the browser from one download', async () => {
    const service = unpagedService(50_000);
    const user = userEvent.setup();
    const { search } = renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });

    expect(await screen.findByText(totalLine('50,000 suppressions'))).toBeInTheDocument();
    expect(screen.getByText(/search, sorting and paging happen in your browser/)).toBeInTheDocument();
    // The first rows show at once, the rest in steps right after.
    // Rows arrive in steps between frames: a busy machine needs more than the default second.
    await waitFor(() => expect(rowsOf()).toHaveLength(50), { timeout: 15_000 });
    expect(rowsOf()[0]).toHaveTextContent('user0@example.test');
    expect(screen.getByText('1–50 of 50,000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(rowsOf()[0]).toHaveTextContent('user50@example.test'));
    expect(screen.getByText('51–100 of 50,000')).toBeInTheDocument();
    expect(search().get('cursor')).toBe('o:50');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(rowsOf()[0]).toHaveTextContent('user0@example.test'));

    // "user4999" matches user4999 and user49990–user49999: 11 rows.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'USER4999');
    await waitFor(() => expect(search().get('q')).toBe('USER4999'));
    await waitFor(() => expect(rowsOf()).toHaveLength(11));
    // The chips count each reason under the search, from the same download.
    const chips = within(screen.getByRole('group', { name: 'Reason' }));
    await waitFor(() => expect(chips.getByRole('button', { name: 'Complaint 3' })).toBeInTheDocument());
    expect(chips.getByRole('button', { name: 'Unsubscribe 4' })).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'All reasons 11' })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Reason' })).getByRole('button', { name: /^Complaint/ }),
    );
    await waitFor(() => expect(search().get('reason')).toBe('complaint'));
    // Rows with index ≡ 2 (mod 4): user49990, user49994, user49998.
    await waitFor(() => expect(rowsOf()).toHaveLength(3));
    expect(rowsOf().every((row) => within(row).queryAllByText('Complaint').length > 0)).toBe(true);

    await user.selectOptions(screen.getByLabelText('Sort'), 'email_asc');
    await waitFor(() => expect(rowsOf()[0]).toHaveTextContent('user49990@example.test'));
    expect(rowsOf().map((r) => within(r).getAllByRole('cell')[1]!.firstElementChild!.textContent)).toEqual([
      'user49990@example.test',
      'user49994@example.test',
      'user49998@example.test',
    ]);

    // One download served every page, search and sort.
    expect(service.calls()).toBe(1);
  });

  it('sorts oldest first and clamps a stale offset to the last page', async () => {
    unpagedService(120);
    renderWithProviders(<SuppressionsPage />, {
      url: '/suppressions?order=created_at_asc&limit=25&cursor=o:999',
    });
    await waitFor(() => expect(rowsOf()).toHaveLength(1));
    expect(rowsOf()[0]).toHaveTextContent('user0@example.test');
  });

  it('selects every match from the list already here, for the ordinary bulk removal', async () => {
    unpagedService(120);
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions?q=user1&limit=25' });
    // user1, user10–user19 and user100–user119: 31 matches, 25 on the first page.
    await waitFor(() => expect(rowsOf()).toHaveLength(25));
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('25 selected');
    await user.click(within(bar).getByRole('button', { name: 'Select all 31 matching' }));
    expect(bar).toHaveTextContent('31 selected');
    expect(within(bar).queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Remove selected' }));
    expect(await screen.findByRole('dialog', { name: 'Remove 31 suppressions?' })).toBeInTheDocument();
  });
});
