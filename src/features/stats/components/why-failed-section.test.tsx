import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bounceClasses,
  bounceClassSide,
  bounceSides,
  type BounceClass,
  type BounceGrouping,
  type StatsBouncesData,
} from '@/contract';
import { ok, recordRequests, reply, errorBody, startMswServer, apiPath } from '@/test/msw';
import { publishedSpecOnly } from '@/test/published-spec-only';
import { renderWithProviders } from '@/test/render';
import { WhyFailedSection } from './why-failed-section';

const counts = (p: Partial<Record<BounceClass, number>>) => {
  const by_class = Object.fromEntries(bounceClasses.map((c) => [c, p[c] ?? 0])) as Record<
    BounceClass,
    number
  >;
  const by_side = Object.fromEntries(bounceSides.map((s) => [s, 0])) as StatsBouncesData['totals']['by_side'];
  for (const c of bounceClasses) by_side[bounceClassSide[c]] += by_class[c];
  return { by_class, by_side };
};

const blocked = '550 5.7.1 Service unavailable, Client host [<ip>] blocked using Spamhaus.';
const unknownUser = '550 5.1.1 The email account that you tried to reach does not exist';

function answer(groupBy: BounceGrouping, quiet = false): StatsBouncesData {
  const day1 = counts(quiet ? {} : { reputation: 5, invalid_recipient: 3 });
  const day2 = counts(quiet ? {} : { reputation: 1, temporary: 1 });
  const grouped = groupBy !== 'class';
  return {
    from: '2026-11-01',
    to: '2026-11-02',
    group_by: groupBy,
    totals: counts(quiet ? {} : { reputation: 6, invalid_recipient: 3, temporary: 1 }),
    days: [
      { date: '2026-11-01', ...day1 },
      { date: '2026-11-02', ...day2 },
    ],
    groups: [],
    top_replies: quiet
      ? []
      : [
          {
            class: 'invalid_recipient',
            side: 'recipient',
            group: grouped ? 'gmail' : null,
            reply: unknownUser,
            count: 3,
          },
          { class: 'reputation', side: 'sender', group: grouped ? 'gmail' : null, reply: blocked, count: 6 },
        ],
  };
}

let status = 200;
const server = startMswServer(
  http.get('*/api/v1/stats/bounces', ({ request }) => {
    if (status !== 200) return reply(status, errorBody('internal_error', 'The service had a problem.'));
    const url = new URL(request.url);
    const by = (url.searchParams.get('group_by') ?? 'class') as BounceGrouping;
    return HttpResponse.json(ok(answer(by, url.searchParams.get('domain_id') === '9')));
  }),
);
const requests = recordRequests(server);
beforeEach(() => {
  status = 200;
});

function Section({ domainId }: { domainId?: number }) {
  const [groupBy, setGroupBy] = useState<BounceGrouping>('class');
  return (
    <WhyFailedSection
      filter={{ from: '2026-11-01', to: '2026-11-02', domainId }}
      groupBy={groupBy}
      onGroupBy={setGroupBy}
    />
  );
}
const render = (domainId?: number) => renderWithProviders(<Section domainId={domainId} />, { url: '/stats' });

describe('WhyFailedSection', () => {
  it('states the sender-side share plainly, with a link to those messages', async () => {
    render(2);
    expect(
      await screen.findByText(/60% of failures were on your side: fix these, not your list\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/10 failed attempts: 6 on your side, 3 on the recipient's, 1 temporary/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show those messages' })).toHaveAttribute(
      'href',
      '/messages?bounce_side=sender&range=custom&since=2026-11-01&until=2026-11-02&domain=2',
    );
    expect(requests.map(apiPath)).toEqual([
      '/stats/bounces?from=2026-11-01&to=2026-11-02&domain_id=2&group_by=class',
    ]);
  });

  it('draws the classes the range has, and lists the top reasons, each drilling down to its messages', async () => {
    render();
    const legend = await screen.findByRole('group', { name: 'Failure classes' });
    expect(
      within(legend)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Invalid recipient', 'Sender reputation', 'Temporary problem']);
    const table = screen.getByRole('table', { name: /most frequent failure replies/ });
    const row = within(table).getByRole('row', { name: /Sender reputation/ });
    expect(row).toHaveTextContent(blocked);
    expect(row).toHaveTextContent('6');
    expect(within(row).getByText('Your side')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Show messages that failed as Sender reputation' }),
    ).toHaveAttribute(
      'href',
      '/messages?bounce_class=reputation&range=custom&since=2026-11-01&until=2026-11-02',
    );
  });

  it('breaks the reasons down by mailbox provider when asked', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table', { name: /most frequent failure replies/ });
    await user.click(screen.getByRole('button', { name: 'Mailbox provider' }));
    const table = await screen.findByRole('table', { name: /most frequent failure replies/ });
    expect(await within(table).findByRole('columnheader', { name: 'Provider' })).toBeInTheDocument();
    expect(within(table).getAllByText('Gmail')).toHaveLength(2);
    expect(
      within(table).getByRole('link', { name: 'Show messages that failed as Invalid recipient, Gmail' }),
    ).toBeInTheDocument();
    expect(requests.map(apiPath).at(-1)).toBe(
      '/stats/bounces?from=2026-11-01&to=2026-11-02&group_by=provider',
    );
    expect(screen.getByRole('button', { name: 'Mailbox provider' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the range had no failures', async () => {
    render(9);
    expect(await screen.findByText('No failures in this range')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that recovers', async () => {
    const user = userEvent.setup();
    status = 500;
    render();
    expect(await screen.findByText("Couldn't load why mail failed")).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText(/60% of failures were on your side/)).toBeInTheDocument();
  });

  it('shows it is loading until the answer arrives', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/v1/stats/bounces', async () => {
        await held;
        return HttpResponse.json(ok(answer('class')));
      }),
    );
    render();
    expect(await screen.findByRole('status', { name: 'Loading why mail failed' })).toBeInTheDocument();
    release();
    expect(await screen.findByText(/60% of failures were on your side/)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading why mail failed' })).not.toBeInTheDocument();
  });

  it('against a service with only the published spec: says the service lacks it, and asks once', async () => {
    server.use(...publishedSpecOnly());
    render();
    expect(
      await screen.findByText(
        'This service does not report why mail failed: it has no statistics by bounce class.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mailbox provider' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
