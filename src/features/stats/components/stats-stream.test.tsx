import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { bounceClasses, bounceSides, computeRates, statCounters, type StatCounts } from '@/contract';
import { session } from '@/lib/session';
import { startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { StatsPage } from './stats-page';

vi.mock('./daily-charts', () => ({
  default: ({ days }: { days: unknown[] }) => <p>Charts of {days.length} days</p>,
}));

const zero = Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts;
const bulk: StatCounts = { ...zero, accepted: 500, delivered: 490, complained: 2 };
const all: StatCounts = { ...zero, accepted: 9000, delivered: 8900, complained: 3 };

let requests: URL[] = [];
let refuseStream = false;
const refusal = () =>
  HttpResponse.json(
    {
      status: 'error',
      error: {
        code: 'validation_error',
        message: 'Unknown query parameter',
        details: [{ field: 'stream', message: 'is not allowed' }],
      },
    },
    { status: 400 },
  );
const countsFor = (url: URL) => (url.searchParams.get('stream') === 'bulk' ? bulk : all);
startMswServer(
  http.get('*/api/v1/stats/overview', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (refuseStream && url.searchParams.has('stream')) return refusal();
    const c = countsFor(url);
    const from = url.searchParams.get('from');
    const to = url.searchParams.get('to');
    return HttpResponse.json({
      status: 'success',
      data: { overview: { from, to, counts: c, rates: computeRates(c) } },
    });
  }),
  http.get('*/api/v1/stats/daily', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (refuseStream && url.searchParams.has('stream')) return refusal();
    return HttpResponse.json({
      status: 'success',
      data: { days: [{ date: '2026-11-01', ...countsFor(url) }] },
    });
  }),
  http.get('*/api/v1/stats/bounces', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const zeros = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, 0]));
    return HttpResponse.json({
      status: 'success',
      data: {
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        group_by: 'class',
        totals: { by_class: zeros(bounceClasses), by_side: zeros(bounceSides) },
        days: [],
        groups: [],
        top_replies: [],
      },
    });
  }),
  http.get('*/api/v1/domains', () => HttpResponse.json({ status: 'success', data: { domains: [] } })),
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  requests = [];
  refuseStream = false;
});
afterEach(() => {
  vi.useRealTimers();
  session.signOut();
});

const streamsAsked = (path: string) =>
  requests.filter((u) => u.pathname.endsWith(path)).map((u) => u.searchParams.get('stream'));

it('counts one stream from the URL, says the failure breakdown is all mail, and goes back to all mail', async () => {
  const { location } = renderWithProviders(<StatsPage />, {
    url: '/stats?from=2026-11-01&to=2026-11-10&stream=bulk',
  });
  const choice = await screen.findByLabelText('Stream');
  expect(choice).toHaveValue('bulk');
  await screen.findByText('Charts of 1 days');
  expect(streamsAsked('/stats/overview').every((s) => s === 'bulk')).toBe(true);
  expect(streamsAsked('/stats/daily')).toEqual(['bulk']);
  const failures = await screen.findByRole('region', { name: 'Why mail failed' });
  expect(within(failures).getByText(/Failures of every stream/)).toBeVisible();
  await waitFor(() => expect(streamsAsked('/stats/bounces')).toEqual([null]));

  await userEvent.setup().selectOptions(choice, 'All mail');
  await waitFor(() => expect(location()).not.toContain('stream='));
  await waitFor(() => expect(streamsAsked('/stats/daily').at(-1)).toBeNull());
  expect(within(failures).queryByText(/Failures of every stream/)).toBeNull();
});

it('hides the choice once the service refuses the stream, and counts all mail', async () => {
  refuseStream = true;
  renderWithProviders(<StatsPage />, { url: '/stats?from=2026-11-01&to=2026-11-10&stream=bulk' });
  await screen.findByText('Charts of 1 days');
  await waitFor(() => expect(screen.queryByLabelText('Stream')).toBeNull());
  expect(streamsAsked('/stats/daily').at(-1)).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
