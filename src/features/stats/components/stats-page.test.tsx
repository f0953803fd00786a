import { QueryClient, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bounceClasses, bounceSides, computeRates, statCounters, type StatCounts } from '@/contract';
import { startMswServer } from '@/test/msw';
import { publishedSpecOnly } from '@/test/published-spec-only';
import { applyServiceMode, serviceModes } from '@/test/service-modes';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { prefetchStatsPage } from '../api/prefetch-stats-page';
import { statsQueries, type StatsFilter } from '../api/stats-queries';
import { StatsPage } from './stats-page';

// The charts are recharts (its own chunk); here only their data matters.
vi.mock('./daily-charts', () => ({
  default: ({ days }: { days: unknown[] }) => <p>Charts of {days.length} days</p>,
}));

const zero = Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts;
const counts = (over: Partial<StatCounts>): StatCounts => ({ ...zero, ...over });
const overviewOf = (from: string, to: string, c: StatCounts) => ({
  status: 'success',
  data: { overview: { from, to, counts: c, rates: computeRates(c) } },
});

const current = counts({
  accepted: 10_000,
  delivered: 9_800,
  hard_bounced: 120,
  complained: 40,
  opened: 3000,
});
const before = counts({ accepted: 8_000, delivered: 7_900, hard_bounced: 80, complained: 4, opened: 2900 });

let requests: URL[] = [];
let domainsStatus = 200;
let overviewFailures = 0;
const server = startMswServer(
  http.get('*/api/v1/stats/overview', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    const isCurrent = from === '2026-11-01';
    if (isCurrent && overviewFailures-- > 0) {
      return HttpResponse.json(
        { status: 'error', error: { code: 'internal_error', message: 'The service had a problem.' } },
        { status: 500, headers: { 'X-Request-Id': 'req_boom' } },
      );
    }
    const quiet = url.searchParams.get('domain_id') === '9';
    return HttpResponse.json(overviewOf(from, to, quiet ? zero : isCurrent ? current : before));
  }),
  http.get('*/api/v1/stats/daily', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const days = ['2026-11-01', '2026-11-02'].map((date, i) => ({
      date,
      ...counts(
        i === 0
          ? { accepted: 4000, delivered: 3700, hard_bounced: 240 }
          : { accepted: 6000, delivered: 6100 },
      ),
    }));
    return HttpResponse.json({ status: 'success', data: { days } });
  }),
  // Why mail failed: no failures, so its section stays one line (its own tests cover the rest).
  http.get('*/api/v1/stats/bounces', ({ request }) => {
    const url = new URL(request.url);
    const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0]));
    const none = { by_class: zeros(bounceClasses), by_side: zeros(bounceSides) };
    return HttpResponse.json({
      status: 'success',
      data: {
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        group_by: url.searchParams.get('group_by') ?? 'class',
        totals: none,
        days: [],
        groups: [],
        top_replies: [],
      },
    });
  }),
  http.get('*/api/v1/domains', () =>
    domainsStatus === 200
      ? HttpResponse.json({
          status: 'success',
          data: {
            domains: [
              { id: 2, name: 'news.example.com' },
              { id: 1, name: 'mail.example.com' },
            ],
          },
        })
      : HttpResponse.json(
          { status: 'error', error: { code: 'not_found', message: 'No such route.' } },
          { status: 404 },
        ),
  ),
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  requests = [];
  domainsStatus = 200;
  overviewFailures = 0;
});
afterEach(() => vi.useRealTimers());

const renderPage = (url: string, queryClient?: QueryClient) =>
  renderWithProviders(<StatsPage />, { url, queryClient }).router;

/**
 * Beside the page, the same totals read as the page reads them (deferred): once it says so, the
 * page has had them too, in the same render.
 */
function TotalsRendered({ filter }: { filter: StatsFilter }) {
  const { data } = useQuery({ ...statsQueries.overview(filter), enabled: false });
  return useDeferredValue(data) ? <p>Totals rendered</p> : null;
}

const statsRequests = () => requests.map((u) => `${u.pathname.replace('/api/v1', '')}${u.search}`);

describe('StatsPage', () => {
  it('against a service with only the published spec: totals and days, a domain ID field, no breakdown', async () => {
    server.use(...publishedSpecOnly());
    renderPage('/stats?from=2026-11-01&to=2026-11-10');
    expect(await screen.findByText('Charts of 2 days')).toBeInTheDocument();
    expect(
      await screen.findByText('This service does not break its statistics down by mailbox provider.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Domain ID' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'This service does not report why mail failed: it has no statistics by bounce class.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('against a service with statistics in its own format and no /stats/bounces: shown as found, and says it lacks why mail failed', async () => {
    server.use(
      http.get('*/api/v1/stats/overview', () =>
        HttpResponse.json({ status: 'success', data: { sent: 1280, bounces: { hard: 12 } } }),
      ),
      http.get('*/api/v1/stats/bounces', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'not_found', message: 'No such route.' } },
          { status: 404 },
        ),
      ),
    );
    renderPage('/stats?from=2026-11-01&to=2026-11-10');
    expect(await screen.findByText(/This service reports statistics in its own format/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        'This service does not report why mail failed: it has no statistics by bounce class.',
      ),
    ).toBeInTheDocument();
  });

  it('shows why mail failed below the breakdown, by the grouping its URL names', async () => {
    renderPage('/stats?from=2026-11-01&to=2026-11-10&failures_by=recipient_domain');
    const section = await screen.findByRole('region', { name: 'Why mail failed' });
    expect(await within(section).findByText('No failures in this range')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Recipient domain' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('finds the data its address prefetched: its first render asks the service for nothing more', async () => {
    const url = '/stats?from=2026-11-01&to=2026-11-10&domain_id=2';
    // The app's freshness window: without one, any mount refetches what is already there.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } });
    prefetchStatsPage(client, { rest: [], search: new URL(url, 'http://relaydesk.test').searchParams });
    await vi.waitFor(() => expect(requests).toHaveLength(4));
    const prefetched = statsRequests();
    expect(prefetched.sort()).toEqual([
      '/stats/daily?from=2026-11-01&to=2026-11-10&domain_id=2',
      '/stats/overview?from=2026-10-01&to=2026-10-10&domain_id=2',
      '/stats/overview?from=2026-11-01&to=2026-11-10&domain_id=2',
      '/stats/overview?from=2026-11-01&to=2026-11-10&domain_id=2&group_by=provider',
    ]);

    renderPage(url, client);
    expect(await screen.findByText('Charts of 2 days')).toBeInTheDocument();
    expect(await screen.findByText('up 900% from 4 (worse)')).toBeInTheDocument();
    expect(statsRequests().sort()).toEqual(prefetched);
  });

  it('prefetches nothing but the domain list for a filter it would refuse', async () => {
    const client = createTestQueryClient();
    prefetchStatsPage(client, { rest: [], search: new URLSearchParams('from=2026-11-10&to=2026-11-01') });
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryData(['domains'])).toMatchObject([{ id: 2, name: 'news.example.com' }, { id: 1 }]);
    expect(requests).toEqual([]);
  });

  it('holds the banner and totals until the days are in, so the banner never grows over them', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/v1/stats/daily', async () => {
        await held;
        return HttpResponse.json({
          status: 'success',
          data: {
            days: [{ date: '2026-11-01', ...counts({ accepted: 4000, delivered: 3700, hard_bounced: 240 }) }],
          },
        });
      }),
    );
    renderWithProviders(
      <>
        <StatsPage />
        <TotalsRendered filter={{ from: '2026-11-01', to: '2026-11-10' }} />
      </>,
      { url: '/stats?from=2026-11-01&to=2026-11-10' },
    );
    // The totals are in and rendered (beside the page, as the page defers them) but still not
    // shown: the days are not.
    await screen.findByText('Totals rendered');
    expect(screen.queryByRole('region', { name: 'Sender health' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Totals for the range' })).not.toBeInTheDocument();

    release();
    const banner = await screen.findByRole('region', { name: 'Sender health' });
    // The banner arrives whole: its flagged days with it, and the totals below it.
    expect(within(banner).getByText('Bounces 6.00% · Critical')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Totals for the range' })).toBeInTheDocument();
  });

  it('shows the same days as a table, in the URL', async () => {
    const router = renderPage('/stats?from=2026-11-01&to=2026-11-10');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Table' }));
    expect(router.state.location.search).toContain('view=table');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Sun, 1 Nov 2026');
    expect(rows[1]).toHaveTextContent('6.00% Critical');
  });

  it('explains an inverted range and sends nothing', async () => {
    renderPage('/stats?from=2026-11-10&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date (2026-11-10) is after the end date (2026-11-01).',
    );
    expect(screen.getByLabelText(/From/)).toHaveAttribute('aria-invalid', 'true');
    await screen.findByRole('option', { name: 'news.example.com' });
    expect(statsRequests().filter((r) => r.startsWith('/stats'))).toEqual([]);
  });

  it('drops a day, domain, view, comparison or grouping it cannot read, rewrites the URL and asks for the rest', async () => {
    const url =
      '/stats?from=2026-02-30&to=2026-11-10&domain_id=abc&view=grid&compare=decade&failures_by=moon';
    const router = renderPage(url);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?to=2026-11-10'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The 30 days ending on the day it could read, for every domain, compared with the period before.
    expect(await screen.findByText('Charts of 2 days')).toBeInTheDocument();
    expect(statsRequests()).toContain('/stats/overview?from=2026-10-12&to=2026-11-10');
    expect(statsRequests()).toContain('/stats/overview?from=2026-09-12&to=2026-10-11');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Domain' })).toHaveValue('');
    expect(screen.getByLabelText('Compare with')).toHaveValue('previous');
  });

  it('prefetches what the page asks for when the URL holds values it cannot read', async () => {
    const client = createTestQueryClient();
    const search = new URLSearchParams('from=yesterday&to=2026-11-10&domain_id=-3');
    prefetchStatsPage(client, { rest: [], search });
    await vi.waitFor(() => expect(requests).toHaveLength(4));
    expect(statsRequests()).toContain('/stats/overview?from=2026-10-12&to=2026-11-10');
    expect(statsRequests().every((r) => !r.includes('domain_id'))).toBe(true);
  });

  it('keeps a typed domain ID that is no ID in its field, marked, and applies nothing', async () => {
    domainsStatus = 404;
    const router = renderPage('/stats?from=2026-11-01&to=2026-11-10');
    const field = await screen.findByRole('textbox', { name: 'Domain ID' });
    const user = userEvent.setup();
    await user.type(field, '9x{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A domain ID is a positive whole number in plain digits.');
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-10');
    await user.type(field, '{Backspace}{Enter}');
    expect(router.state.location.search).toContain('domain_id=9');
  });

  it('puts a preset in the URL', async () => {
    const router = renderPage('/stats');
    const presets = await screen.findByRole('group', { name: 'Range presets' });
    expect(within(presets).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(within(presets).getByRole('button', { name: '7 days' }));
    expect(router.state.location.search).toBe('?from=2026-11-15&to=2026-11-21');
    expect(within(presets).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by domain, by name', async () => {
    const router = renderPage('/stats?from=2026-11-01&to=2026-11-10');
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'news.example.com' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Domain' }), 'news.example.com');
    expect(router.state.location.search).toContain('domain_id=2');
    await screen.findByText('news.example.com', { selector: 'span' });
    expect(statsRequests()).toContain('/stats/overview?from=2026-11-01&to=2026-11-10&domain_id=2');
  });

  it('offers a domain ID field on a service without GET /domains', async () => {
    domainsStatus = 404;
    const router = renderPage('/stats?from=2026-11-01&to=2026-11-10');
    const field = await screen.findByRole('textbox', { name: 'Domain ID' });
    const user = userEvent.setup();
    await user.type(field, '9{Enter}');
    expect(router.state.location.search).toContain('domain_id=9');
    expect(await screen.findByText('No mail in this range')).toBeInTheDocument();
  });

  it('says why it failed and retries', async () => {
    overviewFailures = 1;
    renderPage('/stats?from=2026-11-01&to=2026-11-10');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the statistics");
    expect(alert).toHaveTextContent('req_boom');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Totals for the range' })).toBeInTheDocument();
  });
});

// The page's main rendering, against both services.
describe.each(serviceModes)('StatsPage against $service', ({ specOnly }) => {
  it('shows totals with rates, formulas, changes against the previous period, and a critical banner', async () => {
    applyServiceMode(server, specOnly);
    renderPage('/stats?from=2026-11-01&to=2026-11-10');
    const banner = await screen.findByRole('region', { name: 'Sender health' });
    expect(
      within(banner).getByRole('heading', { name: 'Complaint rate 0.41% is critical' }),
    ).toBeInTheDocument();
    expect(banner).toHaveTextContent('Gmail and Yahoo require bulk senders to stay under 0.3%');

    const cards = screen.getByRole('list', { name: 'Totals for the range' });
    const complained = within(cards).getByRole('listitem', { name: 'Complained' });
    expect(complained).toHaveTextContent('40');
    expect(complained).toHaveTextContent('0.41% complaint rate');
    expect(within(complained).getByText('Critical')).toBeInTheDocument();
    // The formula is in the rate's tooltip; the change reads as words, with whether it is bad.
    expect(within(complained).getByRole('tooltip', { name: /complaints ÷ delivered/ })).toHaveTextContent(
      '40 ÷ 9,800',
    );
    expect(await within(complained).findByText('up 900% from 4 (worse)')).toBeInTheDocument();
    expect(within(complained).getByText('up 0.36 pp from 0.05% (worse)')).toBeInTheDocument();
    const delivered = within(cards).getByRole('listitem', { name: 'Delivered' });
    expect(within(delivered).getByText('up 24.1% from 7,900 (better)')).toBeInTheDocument();

    // 1–10 Nov is a month so far: compared with the same days of the month before.
    expect(statsRequests()).toContain('/stats/overview?from=2026-10-01&to=2026-10-10');
    expect(screen.getByText(/compared with 1 Oct 2026 – 10 Oct 2026/)).toBeInTheDocument();
    expect(screen.getByText(/10 days, UTC/)).toBeInTheDocument();

    // A day over a line is listed, one click from a view of just that day.
    expect(within(banner).getByText('Bounces 6.00% · Critical')).toBeInTheDocument();
    expect(await screen.findByText('Charts of 2 days')).toBeInTheDocument();

    // Spec-only, the page degrades by feature: no provider breakdown, a domain ID field for the list.
    const noBreakdown = 'This service does not break its statistics down by mailbox provider.';
    if (specOnly) {
      expect(await screen.findByText(noBreakdown)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Domain ID' })).toBeInTheDocument();
    } else {
      // These handlers have the domain list, not the provider breakdown (its own tests cover it).
      expect(screen.queryByRole('textbox', { name: 'Domain ID' })).not.toBeInTheDocument();
    }
  });
});
