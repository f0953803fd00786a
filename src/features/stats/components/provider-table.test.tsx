import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computeRates, statCounters, type StatCounts } from '@/contract';
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

let mode: 'supported' | 'refused' | 'ignored' = 'supported';
let asked: URL[] = [];
startMswServer(
  http.get('*/api/v1/stats/overview', ({ request }) => {
    const url = new URL(request.url);
    const overview = { from: url.searchParams.get('from'), to: url.searchParams.get('to'), counts: total };
    const data = { overview: { ...overview, rates: computeRates(total) } };
    if (!url.searchParams.has('group_by')) return HttpResponse.json({ status: 'success', data });
    asked.push(url);
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
});
