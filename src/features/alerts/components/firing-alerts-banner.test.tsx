import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { QueryAnswered } from '@/test/query-signals';
import { renderWithProviders } from '@/test/render';
import { alertQueries } from '../api/alert-queries';
import { incident } from '../test/fixtures';
import { FiringAlertsBanner } from './firing-alerts-banner';

const server = startMswServer();
const requests = recordRequests(server);
const admin = { admin: true, stats: true };

const firing = [
  incident(),
  incident({
    id: 13,
    rule_name: 'Webhook failing',
    metric: 'webhook_failure_rate',
    scope_label: 'hooks.example.com',
  }),
];
function service() {
  server.use(
    http.get(api('/alerts'), ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit'));
      return reply(
        200,
        ok({ incidents: firing.slice(0, limit), next_cursor: null, firing_total: firing.length }),
      );
    }),
  );
}

describe('firing alerts banner', () => {
  it('on the statistics page names the delivery alerts, and on the webhooks page the webhook ones', async () => {
    service();
    const { unmount } = renderWithProviders(<FiringAlertsBanner concerns="delivery" />, {
      permissions: admin,
    });
    const banner = await screen.findByRole('region', { name: 'Firing alerts' });
    expect(banner).toHaveTextContent(
      '1 alert is firing: Bounces over the SES line (Bounce rate 7.2% ≥ 5% · Gmail)',
    );
    expect(screen.getByRole('link', { name: 'See alerts' })).toHaveAttribute('href', '/alerts?incident=11');
    unmount();

    renderWithProviders(<FiringAlertsBanner concerns="webhooks" />, { permissions: admin });
    expect(await screen.findByRole('region', { name: 'Firing alerts' })).toHaveTextContent('Webhook failing');
  });

  it('is not there when nothing fires', async () => {
    server.use(
      http.get(api('/alerts'), () => reply(200, ok({ incidents: [], next_cursor: null, firing_total: 0 }))),
    );
    renderWithProviders(
      <>
        <FiringAlertsBanner concerns="delivery" />
        <QueryAnswered queryKey={alertQueries.incidents('firing').queryKey} />
      </>,
      { permissions: admin },
    );
    // The banner has rendered the service's answer (no incidents): only then is its absence news.
    await screen.findByRole('status', { name: 'Query answered' });
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Firing alerts' })).not.toBeInTheDocument();
  });
});
