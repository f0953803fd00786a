import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeRates, statCounters, type StatCounts } from '@/contract';
import { learnCapability } from '@/lib/capabilities';
import { startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { StatsPage } from './stats-page';

vi.mock('./daily-charts', () => ({
  default: ({ days }: { days: unknown[] }) => <p>Charts of {days.length} days</p>,
}));

const zero = Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts;
const counts = (over: Partial<StatCounts>): StatCounts => ({ ...zero, ...over });
const total = counts({ accepted: 10_000, delivered: 9_900, hard_bounced: 50, complained: 5 });
const providerCounts: Record<string, StatCounts> = {
  gmail: counts({ accepted: 6000, delivered: 5990, hard_bounced: 10, complained: 1 }),
  microsoft: counts({ accepted: 3000, delivered: 2950, hard_bounced: 40, complained: 4 }),
  yahoo: counts({ accepted: 1000, delivered: 960 }),
  apple: zero,
  other: zero,
};

let mode: 'supported' | 'refused' | 'ignored' | 'failing' = 'supported';
let asked: URL[] = [];
let overviews: string[] = [];
startMswServer(
  // Why mail failed is another section's (and another test's): here a service without it.
  http.get('*/api/v1/stats/bounces', () =>
    HttpResponse.json(
      { status: 'error', error: { code: 'not_found', message: 'No such route.' } },
      { status: 404 },
    ),
  ),
  http.get('*/api/v1/stats/overview', ({ request }) => {
    const url = new URL(request.url);
    const overview = { from: url.searchParams.get('from'), to: url.searchParams.get('to'), counts: total };
    const data = { overview: { ...overview, rates: computeRates(total) } };
    if (!url.searchParams.has('group_by')) {
      overviews.push(url.search);
      return HttpResponse.json({ status: 'success', data });
    }
    asked.push(url);
    if (mode === 'failing')
      return HttpResponse.json(
        { status: 'error', error: { code: 'internal_error', message: 'The statistics store failed.' } },
        { status: 500 },
      );
    if (mode === 'refused')
      return HttpResponse.json({ message: 'Unknown query parameter: group_by' }, { status: 400 });
    if (mode === 'ignored') return HttpResponse.json({ status: 'success', data });
    const providers = Object.entries(providerCounts).map(([provider, c]) => ({
      provider,
      counts: c,
      rates: computeRates(c),
    }));
    return HttpResponse.json({ status: 'success', data: { ...data, providers } });
  }),
  http.get('*/api/v1/stats/daily', () =>
    HttpResponse.json({ status: 'success', data: { days: [{ date: '2026-11-01', ...total }] } }),
  ),
  http.get('*/api/v1/domains', () =>
    HttpResponse.json({ status: 'success', data: { domains: [{ id: 2, name: 'news.example.com' }] } }),
  ),
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  mode = 'supported';
  asked = [];
  overviews = [];
});
afterEach(() => vi.useRealTimers());

describe('the provider table', () => {
  it('lists each provider with counts, rates and health bands, for the range and domain in the URL', async () => {
    renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10&domain_id=2' });
    const table = await screen.findByRole('table', { name: /per recipient mailbox provider/ });
    const row = (name: string | RegExp) => within(table).getByRole('row', { name });
    expect(
      within(row(/^Gmail/))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '6,000',
      '5,990',
      '99.8%',
      expect.stringMatching(/^0\.17%Healthy/),
      expect.stringMatching(/^0\.02%Healthy/),
    ]);
    // Microsoft: 4 complaints in 2,950 delivered is 0.14%, over the 0.1% line.
    expect(row(/^Microsoft/)).toHaveTextContent('0.14%Warning');
    expect(row(/^Yahoo/)).toHaveTextContent('Too little mail');
    expect(row(/^Apple/)).toHaveTextContent('—');
    expect(asked.map((u) => u.search)).toContain(
      '?from=2026-11-01&to=2026-11-10&domain_id=2&group_by=provider',
    );
  });

  it('links each provider to its messages in the activity log, for the range and domain in the URL', async () => {
    renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10&domain_id=2' });
    const table = await screen.findByRole('table', { name: /per recipient mailbox provider/ });
    expect(within(table).getByRole('link', { name: 'Gmail' })).toHaveAttribute(
      'href',
      '/messages?provider=gmail&range=custom&since=2026-11-01&until=2026-11-10&domain=2',
    );
    expect(within(table).getAllByRole('link')).toHaveLength(5);
  });

  it.each(['listMessages', 'listMessages.provider'] as const)(
    'names the providers without links once the service is known to lack %s',
    async (capability) => {
      learnCapability(capability, false);
      renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10' });
      const table = await screen.findByRole('table', { name: /per recipient mailbox provider/ });
      expect(within(table).getByRole('rowheader', { name: 'Gmail' })).toBeInTheDocument();
      expect(within(table).queryByRole('link')).toBeNull();
    },
  );

  it.each(['refused', 'ignored'] as const)(
    'is replaced by a quiet note when the service %s group_by',
    async (how) => {
      mode = how;
      renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10' });
      expect(
        await screen.findByText('This service does not break its statistics down by mailbox provider.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: /mailbox provider/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('says when the breakdown failed, and Retry brings it', async () => {
    mode = 'failing';
    renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't load the breakdown by mailbox provider");
    mode = 'supported';
    within(alert).getByRole('button', { name: /retry/i }).click();
    expect(await screen.findByRole('table', { name: /per recipient mailbox provider/ })).toBeInTheDocument();
  });
});

describe('the comparison', () => {
  it('is the same days last year when the URL says so, and the summary names that range', async () => {
    renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10&compare=year' });
    expect(
      await screen.findByText(/compared with the same days last year, 1 Nov 2025 – 10 Nov 2025/),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Compare with' })).toHaveValue('year');
    expect(overviews).toContain('?from=2025-11-01&to=2025-11-10');
    expect(await screen.findAllByText(/vs the same days last year/)).not.toHaveLength(0);
  });

  it('is the previous period otherwise', async () => {
    renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10' });
    expect(await screen.findByText(/compared with 1 Oct 2026 – 10 Oct 2026/)).toBeInTheDocument();
    expect(overviews).toContain('?from=2026-10-01&to=2026-10-10');
  });
});
