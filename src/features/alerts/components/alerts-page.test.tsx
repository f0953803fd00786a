import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { publishedSpecOnly } from '@/test/published-spec-only';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { prefetchAlertsPage } from '../api/prefetch-alerts-page';
import { incident, rule } from '../test/fixtures';
import { AlertsPage } from './alerts-page';

const server = startMswServer();
const requests = recordRequests(server);

const renderPage = (url = '/alerts', queryClient = createTestQueryClient()) =>
  renderWithProviders(<AlertsPage />, {
    url,
    paths: ['/alerts', '/alerts/rules/:id'],
    permissions: { admin: true, stats: true },
    queryClient,
  });

const resolved = incident({
  id: 12,
  state: 'resolved',
  scope: '',
  scope_label: '',
  value: 0.061,
  started_at: '2026-11-24T09:00:00.000Z',
  resolved_at: '2026-11-24T11:00:00.000Z',
  notifications: [],
});

/** A service like the reference one: rules, incidents and domains. */
function referenceService(rules = [rule({ firing: 1 })], firingTotal = 1) {
  server.use(
    http.get(api('/alerts'), ({ request }) => {
      const state = new URL(request.url).searchParams.get('state');
      const all = [resolved, incident()];
      return reply(
        200,
        ok({
          incidents: all.filter((i) => !state || i.state === state),
          next_cursor: null,
          firing_total: firingTotal,
        }),
      );
    }),
    http.get(api('/alert-rules'), () => reply(200, ok({ rules }))),
    http.get(api('/domains'), () => reply(200, ok({ domains: [{ id: 2, name: 'mail.example.com' }] }))),
  );
}

/** An older incident, alone on the second page of the list. */
const older = incident({
  id: 9,
  rule_name: 'Complaints over the Gmail line',
  state: 'closed',
  started_at: '2026-11-20T08:00:00.000Z',
  resolved_at: '2026-11-20T09:00:00.000Z',
  notifications: [],
});
/** The list in two pages by the service's cursor: firing and resolved first, then `older`. */
const twoPages = http.get(api('/alerts'), ({ request }) =>
  new URL(request.url).searchParams.get('cursor') === 'page-2'
    ? reply(200, ok({ incidents: [older], next_cursor: null, firing_total: 1 }))
    : reply(200, ok({ incidents: [incident(), resolved], next_cursor: 'page-2', firing_total: 1 })),
);

const incidentsTable = () => screen.findByRole('table', { name: 'Incidents' });

describe('alerts page', { timeout: 20_000 }, () => {
  it('lists incidents firing first, each with its rule, metric, scope, value against the line, volume and window', async () => {
    referenceService();
    renderPage();
    const table = await incidentsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Bounces over the SES line');
    expect(rows[0]).toHaveTextContent('Firing');
    expect(rows[0]).toHaveTextContent('Bounce rate');
    expect(rows[0]).toHaveTextContent('Gmail');
    expect(rows[0]).toHaveTextContent('7.2% ≥ 5%');
    expect(rows[0]).toHaveTextContent('1,240 accepted');
    expect(rows[0]).toHaveTextContent('1 h');
    expect(rows[1]).toHaveTextContent('Resolved');
    expect(rows[1]).toHaveTextContent('All mail');
    expect(rows[1]).toHaveTextContent('6.1% ≥ 5%');
    expect(screen.getByRole('heading', { name: /Incidents/ })).toHaveTextContent('1 firing now');
    // The drill-down: the activity log's own URL keys, the incident's exact window and scope, its provider too.
    expect(within(rows[0]!).getByRole('link', { name: /Activity log/ })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/messages\?provider=gmail&event=bounced&range=custom&since=2026-11-25T13%3A05%3A00\.000Z&until=\d{4}-\d\d-\d\dT[^&]+&domain=2$/,
      ),
    );
  });

  it('renders its incidents and rules from what its address prefetched, with no skeleton and no request more', async () => {
    referenceService();
    const client = createTestQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: 10_000 } });
    await prefetchAlertsPage(client, { rest: [], search: new URLSearchParams('state=resolved') });
    const prefetched = requests.map((r) => `${new URL(r.url).pathname}${new URL(r.url).search}`).sort();
    expect(prefetched).toEqual(['/api/v1/alert-rules', '/api/v1/alerts?state=resolved&limit=100']);

    renderPage('/alerts?state=resolved', client);
    // The first render already holds both lists (a skeleton there would shift the rules down).
    expect(within(screen.getByRole('table', { name: 'Incidents' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Alert rules' })).toBeInTheDocument();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(requests.filter((r) => new URL(r.url).pathname !== '/api/v1/domains')).toHaveLength(2);
  });

  it('groups the firing counts’ thousands (1,250 firing now; the rule’s badge too)', async () => {
    referenceService([rule({ firing: 1250 })], 1250);
    renderPage();
    await incidentsTable();
    expect(screen.getByRole('heading', { name: /Incidents/ })).toHaveTextContent('1,250 firing now');
    const rules = await screen.findByRole('table', { name: 'Alert rules' });
    expect(within(rules).getAllByRole('row')[1]).toHaveTextContent('1,250 firing');
  });

  it('drops a state or incident the URL cannot mean, rewrites the URL and lists every incident', async () => {
    referenceService();
    const { search } = renderPage('/alerts?state=burning&incident=abc');
    await incidentsTable();
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
  });

  it('opens an incident from the URL with its notifications, attempts and errors, and the email alert’s timeline', async () => {
    referenceService();
    const { search } = renderPage('/alerts?incident=11');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [email, slack] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(email).toHaveTextContent('Email');
    expect(email).toHaveTextContent('oncall@example.com');
    expect(email).toHaveTextContent('sent');
    expect(email).toHaveTextContent('1 attempt');
    expect(within(email!).getByRole('link', { name: 'Email timeline' })).toHaveAttribute(
      'href',
      '/messages/msg_alert_1',
    );
    expect(slack).toHaveTextContent('failed');
    expect(slack).toHaveTextContent('2 attempts');
    expect(within(slack!).getByRole('list', { name: 'Failed attempts' })).toHaveTextContent(
      '25 Nov 2026, 14:05:03 UTC: HTTP 500 (HTTP 500)',
    );
    expect(slack).toHaveTextContent('timed out after 10 s');
    expect(screen.getByText('Started').nextElementSibling).toHaveTextContent('25 Nov 2026, 14:05:00 UTC');
    // Closing it takes it out of the URL.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Details of Bounces over the SES line', expanded: true }));
    expect(search().get('incident')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('keeps the state filter in the URL and asks the service for that state', async () => {
    referenceService();
    const user = userEvent.setup();
    const { search } = renderPage();
    await incidentsTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'resolved');
    expect(search().get('state')).toBe('resolved');
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).searchParams.get('state') === 'resolved')).toBe(true),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Incidents' })).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('pages through the incidents with the service’s cursor: Show more adds the next page below', async () => {
    referenceService();
    server.use(twoPages);
    renderPage();
    const table = await incidentsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText(/filter by state to see others/)).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Bounces over the SES line'),
      expect.stringContaining('Bounces over the SES line'),
      expect.stringContaining('Complaints over the Gmail line'),
    ]);
    expect(rows[0]).toHaveTextContent('Firing');
    expect(rows[2]).toHaveTextContent('Closed');
    const next = requests.map((r) => new URL(r.url)).find((u) => u.searchParams.has('cursor'));
    expect(Object.fromEntries(next!.searchParams)).toEqual({ limit: '100', cursor: 'page-2' });
    // The last page says there is no more.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('opens a linked incident that is on a page not loaded yet, and says when there is no such incident', async () => {
    referenceService();
    server.use(
      twoPages,
      http.get(api('/alerts/9'), () => reply(200, ok(older))),
      http.get(api('/alerts/404'), () => reply(404, errorBody('not_found', 'Incident 404 was not found.'))),
    );
    const { unmount } = renderPage('/alerts?incident=9');
    const table = await incidentsTable();
    const opened = await within(table).findByRole('button', {
      name: 'Details of Complaints over the Gmail line',
      expanded: true,
    });
    const ruleNames = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    // On top, open, before the first page's own rows; the next page is not asked for.
    expect(within(table).getAllByRole('row')[1]).toContainElement(opened);
    expect(ruleNames()).toEqual([
      expect.stringContaining('Complaints over the Gmail line'),
      expect.stringContaining('Bounces over the SES line'),
      expect.stringContaining('Bounces over the SES line'),
    ]);
    expect(requests.some((r) => new URL(r.url).searchParams.has('cursor'))).toBe(false);
    // Once its page loads, it is listed once, in its place.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(ruleNames()[2]).toContain('Complaints over the Gmail line'));
    expect(ruleNames()).toHaveLength(3);
    unmount();

    renderPage('/alerts?incident=404');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incident 404 was not found');
    expect(within(await incidentsTable()).getAllByRole('rowheader')).toHaveLength(2);
  });

  it('lists the rules; disables one in place and deletes one after asking', async () => {
    let patched: unknown;
    let deleted = '';
    referenceService();
    server.use(
      http.patch(api('/alert-rules/:id'), async ({ request }) => {
        patched = await request.json();
        return reply(200, ok({ rule: rule({ enabled: false }) }));
      }),
      http.delete(api('/alert-rules/:id'), ({ params }) => {
        deleted = String(params.id);
        return reply(200, ok({ rule: rule() }));
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const rules = await screen.findByRole('table', { name: 'Alert rules' });
    const row = within(rules).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Bounce rate ≥ 5% over 1 h, at least 100 accepted messages');
    expect(row).toHaveTextContent('1 firing');
    expect(row).toHaveTextContent('oncall@example.com');
    expect(within(row).getByRole('link', { name: 'Edit Bounces over the SES line' })).toHaveAttribute(
      'href',
      '/alerts/rules/1',
    );
    await user.click(within(row).getByRole('checkbox', { name: 'Enabled: Bounces over the SES line' }));
    await waitFor(() => expect(patched).toEqual({ enabled: false }));

    await user.click(within(row).getByRole('button', { name: 'Delete Bounces over the SES line' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the rule “Bounces over the SES line”?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await waitFor(() => expect(deleted).toBe('1'));
  });

  it('lists rules for an admin-only key without asking for domain names it may not read', async () => {
    referenceService([rule({ domain_id: 2 })]);
    renderWithProviders(<AlertsPage />, {
      url: '/alerts',
      paths: ['/alerts'],
      permissions: { admin: true, stats: false },
    });
    const rules = await screen.findByRole('table', { name: 'Alert rules' });
    expect(within(rules).getAllByRole('row')[1]).toHaveTextContent('Domain #2');
    expect(requests.filter((r) => new URL(r.url).pathname.endsWith('/domains'))).toHaveLength(0);
  });

  it('says what is empty, and what went wrong', async () => {
    server.use(
      http.get(api('/alerts'), () => reply(200, ok({ incidents: [], next_cursor: null, firing_total: 0 }))),
      http.get(api('/alert-rules'), () =>
        reply(500, { status: 'error', error: { code: 'internal_error', message: 'The store failed.' } }),
      ),
      http.get(api('/domains'), () => reply(200, ok({ domains: [] }))),
    );
    renderPage();
    expect(await screen.findByText('No incidents yet')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the rules");
    expect(alert).toHaveTextContent('req_test');
  });

  it('says the service does not offer alerts when it has only the published spec', async () => {
    server.use(...publishedSpecOnly());
    renderPage();
    expect(await screen.findByText('This service does not offer alerts')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New rule' })).not.toBeInTheDocument();
  });
});
