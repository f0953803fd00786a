import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceData } from '@/contract';
import { learnCapability } from '@/lib/capabilities';
import { session } from '@/lib/session';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { DomainsPage } from '../components/domains-page';
import { bounceTotals, brokenDomain } from '../test/fixtures';
import { CompliancePage } from './compliance-page';

// Recharts is its own chunk, drawn in a browser; here the words beside it matter.
vi.mock('./complaint-chart', () => ({
  default: ({ label }: { label: string }) => <p>Chart: {label}</p>,
}));

const server = startMswServer();
const requests = recordRequests(server);
const admin = { admin: true, stats: true };

const checklist = (domain: ComplianceData['domain']): ComplianceData => ({
  domain,
  as_of: '2026-11-28T09:00:00.000Z',
  lines: [
    { rule: 'authentication_aligned', verdict: 'pass', evidence: 'SPF and DKIM verified at the last check.' },
    { rule: 'tls', verdict: 'warn', evidence: '1,204 of 1,210 deliveries (99.5%) over TLS.' },
    {
      rule: 'one_click_unsubscribe',
      verdict: 'fail',
      evidence: '12 of 4,000 bulk messages lacked the pair.',
    },
    {
      rule: 'unsubscribes_honoured',
      verdict: 'unknown',
      evidence: 'No unsubscribe requests in the last 30 days.',
      reason: 'Nobody asked to unsubscribe yet.',
    },
    { rule: 'complaint_rate', verdict: 'warn', evidence: 'Gmail reached 0.15% on 20 Nov.' },
    {
      rule: 'bulk_sender',
      verdict: 'unknown',
      evidence: 'Cannot be judged: no mail to Gmail yet.',
      reason: 'no mail to Gmail yet.',
    },
  ],
  complaint_days: [
    { date: '2026-11-20', provider: 'gmail', delivered: 2000, complained: 3, rate: 0.0015 },
    { date: '2026-11-21', provider: 'gmail', delivered: 1000, complained: 0, rate: 0 },
    { date: '2026-11-20', provider: 'yahoo', delivered: 0, complained: 0, rate: null },
  ],
  ...(domain
    ? {}
    : {
        domains: [
          { id: 1, name: 'ready.example.test', verdict: 'pass' as const },
          { id: 2, name: 'broken.example.test', verdict: 'fail' as const },
        ],
      }),
});

afterEach(() => session.signOut());

describe('the sender rules on a domain’s page', () => {
  const renderDomain = () =>
    renderWithProviders(<DomainsPage />, {
      url: '/domains/2',
      paths: ['/domains', '/domains/:id'],
      permissions: admin,
    });

  it('lists each rule with its verdict in words, its evidence, why it cannot be judged, and the complaint days', async () => {
    server.use(
      http.get(api('/domains/2'), () => reply(200, ok(brokenDomain))),
      http.get(api('/stats/bounces'), () => reply(200, ok(bounceTotals(0)))),
      http.get(api('/compliance'), () => reply(200, ok(checklist({ id: 2, name: 'broken.example.test' })))),
    );
    renderDomain();
    act(() => learnCapability('listAlerts', true));
    const section = await screen.findByRole('region', { name: 'Sender rules: Gmail, Yahoo, Microsoft' });
    const asked = requests.map((r) => new URL(r.url)).find((u) => u.pathname === '/api/v1/compliance');
    expect(asked?.searchParams.get('domain_id')).toBe('2');
    await within(section).findByRole('heading', { name: 'TLS on delivery' });
    const line = (title: string) => within(section).getByRole('heading', { name: title }).closest('li')!;
    expect(line('SPF and DKIM aligned with the From domain')).toHaveTextContent('Meets the rule');
    expect(line('TLS on delivery')).toHaveTextContent('Near the line');
    expect(line('TLS on delivery')).toHaveTextContent('1,204 of 1,210 deliveries (99.5%) over TLS.');
    const oneClick = line('One-click unsubscribe on bulk mail');
    expect(oneClick).toHaveTextContent('Breaks the rule');
    const unsub = line('Unsubscribes honoured within two days');
    expect(unsub).toHaveTextContent('Cannot judge');
    expect(unsub).toHaveTextContent('Why it cannot be judged: Nobody asked to unsubscribe yet.');
    // A reason the evidence already gives is not said twice.
    expect(line('Bulk sender status')).not.toHaveTextContent('Why it cannot be judged');

    const complaints = line('Spam complaints under 0.3% (0.1% recommended)');
    const gmail = within(complaints).getByRole('region', { name: 'Complaints at Gmail' });
    expect(gmail).toHaveTextContent(
      'Worst day 20 Nov 2026: 0.15% (3 of 2,000); 1 day at or over 0.1%, no day at or over 0.3%.',
    );
    // The day-by-day table is built when opened.
    expect(within(gmail).queryByRole('table')).toBeNull();
    await userEvent.click(within(gmail).getByText('Day by day'));
    expect(await within(gmail).findByRole('row', { name: /20 Nov 2026/ })).toHaveTextContent(
      'At or over 0.1%',
    );
    expect(within(complaints).getByRole('region', { name: 'Complaints at Yahoo' })).toHaveTextContent(
      'No deliveries in these days.',
    );

    // One click to an alert rule prefilled for this domain and provider.
    const gmailAlert = within(complaints).getByRole('link', { name: "Alert me before Gmail's line" });
    const query = Object.fromEntries(new URL(gmailAlert.getAttribute('href')!, 'http://x').searchParams);
    expect(query).toMatchObject({
      metric: 'complaint_rate',
      comparator: 'gte',
      threshold: '0.001',
      provider: 'gmail',
      domain_id: '2',
    });
    const bulkAlert = within(oneClick).getByRole('link', {
      name: 'Alert me when bulk mail goes out without it',
    });
    expect(
      Object.fromEntries(new URL(bulkAlert.getAttribute('href')!, 'http://x').searchParams),
    ).toMatchObject({
      metric: 'bulk_without_one_click',
      comparator: 'gt',
      threshold: '0',
      domain_id: '2',
    });
  });

  it('is left out on a service without the checklist', async () => {
    server.use(
      http.get(api('/domains/2'), () => reply(200, ok(brokenDomain))),
      http.get(api('/stats/bounces'), () => reply(200, ok(bounceTotals(0)))),
      http.get(api('/compliance'), () => reply(404, errorBody('not_found', 'No such route.'))),
    );
    renderDomain();
    await screen.findByRole('table', { name: 'Records to publish' });
    await waitFor(() =>
      expect(requests.some((r) => new URL(r.url).pathname === '/api/v1/compliance')).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Sender rules: Gmail, Yahoo, Microsoft' })).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the account’s sender rules', () => {
  const renderPage = () =>
    renderWithProviders(<CompliancePage />, { url: '/compliance', permissions: admin });

  it("lists each domain's worst verdict, worst first, linked to its page, above the account's checklist", async () => {
    server.use(http.get(api('/compliance'), () => reply(200, ok(checklist(null)))));
    renderPage();
    const byDomain = await screen.findByRole('region', { name: 'By domain' });
    const items = within(byDomain).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'broken.example.testWorst line:Breaks the rule',
      'ready.example.testWorst line:Meets the rule',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'broken.example.test' })).toHaveAttribute(
      'href',
      '/domains/2',
    );
    const account = screen.getByRole('region', { name: 'Every domain together' });
    expect(within(account).getByText('12 of 4,000 bulk messages lacked the pair.')).toBeVisible();
    // Without a domain, the rule it opens is for the whole account.
    act(() => learnCapability('listAlerts', true));
    const link = await within(account).findByRole('link', { name: "Alert me before Microsoft's line" });
    expect(link.getAttribute('href')).not.toContain('domain_id');
    expect(link.getAttribute('href')).toContain('provider=microsoft');
  });

  it('says why it failed and retries', async () => {
    let fail = true;
    server.use(
      http.get(api('/compliance'), () =>
        fail
          ? reply(500, errorBody('internal_error', 'The service had a problem.'))
          : reply(200, ok(checklist(null))),
      ),
    );
    renderPage();
    expect(screen.getByText('Loading the sender rules…')).toBeVisible();
    expect(await screen.findByText("Couldn't load the sender rules")).toBeVisible();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('region', { name: 'By domain' })).toBeVisible();
  });

  it('says so on a service without the checklist', async () => {
    server.use(http.get(api('/compliance'), () => reply(404, errorBody('not_found', 'No such route.'))));
    renderPage();
    expect(await screen.findByText('This service has no sender-rules checklist')).toBeVisible();
  });
});
