import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { firingAlertsQuery } from '@/lib/firing-alerts';
import { publishedSpecOnly } from '@/test/published-spec-only';
import { observedAndIdle, QueryAnswered } from '@/test/query-signals';
import { renderWithProviders } from '@/test/render';
import { FiringCountBadge } from './firing-count-badge';

const { queryKey } = firingAlertsQuery();

const server = startMswServer();
const requests = recordRequests(server);
const admin = { admin: true, stats: true };

function service() {
  server.use(
    http.get(api('/alerts'), () => reply(200, ok({ incidents: [], next_cursor: null, firing_total: 2 }))),
  );
}

describe('firing count in the navigation', () => {
  it('shows how many incidents fire, from one small request', async () => {
    service();
    renderWithProviders(<FiringCountBadge />, { permissions: admin });
    expect(await screen.findByText('2')).toHaveTextContent('2 firing');
    const asked = new URL(requests[0]!.url);
    expect(asked.pathname).toBe('/api/v1/alerts');
    expect(Object.fromEntries(asked.searchParams)).toEqual({ state: 'firing', limit: '1' });
  });

  it('asks nothing for a key without admin, and shows nothing where the service has no alerts', async () => {
    service();
    const { unmount, queryClient } = renderWithProviders(<FiringCountBadge />, {
      permissions: { admin: false, stats: true },
    });
    // The badge has subscribed to its query and left it idle: a badge about to ask would be fetching.
    await waitFor(() => expect(observedAndIdle(queryClient, queryKey)).toBe(true));
    expect(requests).toHaveLength(0);
    unmount();

    server.use(...publishedSpecOnly());
    renderWithProviders(
      <>
        <FiringCountBadge />
        <QueryAnswered queryKey={queryKey} />
      </>,
      { permissions: admin },
    );
    // The service's "no such route" answered, and the badge rendered that answer: nothing.
    await screen.findByRole('status', { name: 'Query answered' });
    expect(requests).toHaveLength(1);
    expect(screen.queryByText(/firing/)).not.toBeInTheDocument();
  });
});
