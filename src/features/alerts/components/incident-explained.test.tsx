import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { classWords } from '@/contract';
import { api, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { incident, rule } from '../test/fixtures';
import { AlertsPage } from './alerts-page';

const server = startMswServer();

/** Issue 52: the incident's details say what failed, who can fix it, what to do, and now vs opening. */
const explained = incident({
  drilldown: {
    from: '2026-11-25T13:05:00.000Z',
    to: '2026-11-25T14:05:00.000Z',
    status: ['hard_bounced'],
    domain_id: 2,
    provider: 'gmail',
  },
  value_now: 0.031,
  volume_now: 1900,
  measured_at: '2026-11-25T15:00:00.000Z',
  failures: {
    classified: 80,
    classes: [
      { class: 'reputation', side: 'sender', count: 60 },
      { class: 'invalid_recipient', side: 'recipient', count: 15 },
      { class: 'greylisting', side: 'elsewhere', count: 5 },
    ],
  },
});

function serve(i: ReturnType<typeof incident>) {
  server.use(
    http.get(api('/alerts'), () => reply(200, ok({ incidents: [i], next_cursor: null, firing_total: 1 }))),
    http.get(api('/alert-rules'), () => reply(200, ok({ rules: [rule({ firing: 1 })] }))),
    http.get(api('/domains'), () => reply(200, ok({ domains: [{ id: 2, name: 'mail.example.com' }] }))),
  );
  return renderWithProviders(<AlertsPage />, {
    url: '/alerts?incident=11',
    paths: ['/alerts'],
    permissions: { admin: true, stats: true },
  });
}

describe('incident details', { timeout: 20_000 }, () => {
  it('names the top classes with their sides, what to do first, Why mail failed, and the value now beside the opening one', async () => {
    serve(explained);
    const why = await screen.findByRole('region', { name: 'Why Bounces over the SES line fired' });
    const items = within(within(why).getByRole('list', { name: 'Top failure classes' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      'Sender reputationYour side60 of 80 classified',
      "Invalid recipientRecipient's side15 of 80 classified",
      // A class or side this dashboard does not know is shown as the service named it.
      'greylistingelsewhere5 of 80 classified',
    ]);
    expect(why).toHaveTextContent(`What to do first: ${classWords.reputation.action}`);
    expect(within(why).getByRole('link', { name: 'Why mail failed' })).toHaveAttribute(
      'href',
      '/stats?from=2026-11-25&to=2026-11-25&domain_id=2&failures_by=provider#why-failed',
    );
    expect(screen.getByText('Value at opening', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '7.2% ≥ 5%, 1,240 accepted messages',
    );
    expect(screen.getByText('Value now').nextElementSibling).toHaveTextContent(
      '3.1%, 1,900 accepted messages (measured 25 Nov 2026, 15:00:00 UTC)',
    );
    // The messages behind it: the window it measured, to the second, and the statuses it counted.
    expect(screen.getByRole('link', { name: 'Messages behind this incident' })).toHaveAttribute(
      'href',
      '/messages?provider=gmail&status=hard_bounced&range=custom&since=2026-11-25T13%3A05%3A00.000Z&until=2026-11-25T14%3A05%3A00.000Z&domain=2',
    );
    // Keyboard: the links are reached by Tab from the open details.
    const user = userEvent.setup();
    within(why).getByRole('link', { name: 'Why mail failed' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Messages behind this incident' })).toHaveFocus();
  });

  it('says "when it ended" for a resolved incident, and "no mail" when there was nothing to measure', async () => {
    serve({
      ...explained,
      state: 'resolved',
      resolved_at: '2026-11-25T15:00:00.000Z',
      value_now: null,
      volume_now: 0,
    });
    expect((await screen.findByText('Value when it ended')).nextElementSibling).toHaveTextContent(
      'no mail to measure',
    );
  });

  it('opens a key-volume incident’s messages on its key (by id), over its window', async () => {
    serve(
      incident({
        metric: 'key_volume_factor',
        scope: '4',
        scope_label: 'key “Checkout”',
        drilldown: { from: '2026-11-25T13:05:00.000Z', to: '2026-11-25T14:05:00.000Z', api_key_id: 4 },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Messages behind this incident' })).toHaveAttribute(
      'href',
      '/messages?range=custom&since=2026-11-25T13%3A05%3A00.000Z&until=2026-11-25T14%3A05%3A00.000Z&api_key_id=4',
    );
  });

  it('leads a domain-setup incident to its domain: the records, or the blocklists for a listing', async () => {
    serve(
      incident({
        metric: 'domain_setup_problems',
        scope: '2',
        scope_label: 'mail.example.com',
        drilldown: null,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Records of mail.example.com' })).toHaveAttribute(
      'href',
      '/domains/2',
    );
    expect(screen.queryByRole('link', { name: 'Messages behind this incident' })).not.toBeInTheDocument();
  });

  it('leads a blocklisting incident to its domain page’s blocklists', async () => {
    serve(
      incident({ metric: 'blocklistings', scope: '2', scope_label: 'mail.example.com', drilldown: null }),
    );
    expect(await screen.findByRole('link', { name: 'Blocklists of mail.example.com' })).toHaveAttribute(
      'href',
      '/domains/2?section=blocklists',
    );
  });

  it('shows the incident as before when the service sends none of the extensions', async () => {
    serve(incident());
    await screen.findByRole('list', { name: 'Notifications' });
    expect(screen.queryByRole('region', { name: /fired$/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Value now')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Why mail failed' })).not.toBeInTheDocument();
    expect(screen.getByText('Value at opening', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '7.2% ≥ 5%',
    );
  });
});
