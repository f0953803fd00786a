import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { classifySmtpReply, type Suppression } from '@/contract';
import { totalLine } from '../test/fixtures';
import { api, ok, startMswServer } from '@/test/msw';
import { publishedSpecOnly } from '@/test/published-spec-only';
import { renderWithProviders } from '@/test/render';
import { failureStory } from '@/lib/failure-story';
import { SuppressionsPage } from './suppressions-page';

const server = startMswServer();

const dmarc =
  '550 5.7.26 Unauthenticated email from sender.example.test is not accepted due to domain’s DMARC policy.';
const unknownUser = '550 5.1.1 The email account that you tried to reach does not exist.';

/** Automatic suppressions with their causing reply; `classified`: the service sends the class. */
function rows(classified: boolean): Suppression[] {
  const automatic = (id: number, email: string, reply: string): Suppression => ({
    id,
    email,
    reason: 'hard_bounce',
    created_at: `2026-11-0${id}T10:00:00.000Z`,
    source: {
      type: 'automatic',
      message_id: `0000000${id}-0000-4000-8000-000000000000`,
      smtp_response: reply,
      ...(classified ? { classification: classifySmtpReply(reply, { outcome: 'rejection' }) } : {}),
    },
  });
  return [
    automatic(1, 'dmarc@example.test', dmarc),
    automatic(2, 'gone@example.test', unknownUser),
    { id: 3, email: 'manual@example.test', reason: 'manual', created_at: '2026-11-03T10:00:00.000Z' },
  ];
}

/** A service that filters by side and class, as the reference service does. */
function classifyingService() {
  const all = rows(true);
  server.use(
    http.get(api('/suppressions'), ({ request }) => {
      const url = new URL(request.url);
      const side = url.searchParams.get('bounce_side');
      const cls = url.searchParams.get('bounce_class');
      const reason = url.searchParams.get('reason');
      const found = all.filter(
        (row) =>
          (!side || side.split(',').includes(row.source?.classification?.side ?? '')) &&
          (!cls || cls.split(',').includes(row.source?.classification?.class ?? '')) &&
          (!reason || reason.split(',').includes(row.reason)),
      );
      return HttpResponse.json(ok({ suppressions: found, total: found.length, next_cursor: null }));
    }),
  );
}

const table = () => screen.getByRole('table', { name: 'Suppressed addresses' });
const rowOf = (email: string) =>
  within(table())
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(email))!;

describe('sender-side bounces', { timeout: 20_000 }, () => {
  it('shows whose fault each automatic suppression was, and filters to the sender-side ones in one click', async () => {
    classifyingService();
    const user = userEvent.setup();
    const { search } = renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    await screen.findByText('dmarc@example.test');
    expect(rowOf('dmarc@example.test')).toHaveTextContent('Authentication');
    expect(rowOf('dmarc@example.test')).toHaveTextContent('Your side');
    expect(rowOf('gone@example.test')).toHaveTextContent('Invalid recipient');
    expect(rowOf('gone@example.test')).toHaveTextContent("Recipient's side");
    expect(rowOf('manual@example.test')).not.toHaveTextContent('side');
    expect(screen.queryByRole('region', { name: /Review sender-side bounces/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sender-side bounces (probably fine addresses)' }));
    await waitFor(() => expect(search().get('bounce_side')).toBe('sender'));
    await waitFor(() => expect(screen.queryByText('gone@example.test')).toBeNull());
    expect(screen.getByText('dmarc@example.test')).toBeVisible();
    expect(screen.getByLabelText('Failure side')).toHaveValue('sender');
    expect(screen.getByText(totalLine('1 match'))).toBeInTheDocument();
    const review = screen.getByRole('region', { name: /Review sender-side bounces/ });
    expect(review).toHaveTextContent('refused because of your sending');
    expect(review).toHaveTextContent('Fix the cause first');

    await user.selectOptions(screen.getByLabelText('Failure class'), 'invalid_recipient');
    await waitFor(() => expect(search().get('bounce_class')).toBe('invalid_recipient'));
    // A recipient-side class under the sender side matches nothing, and is no sender-side review.
    await screen.findByText('No suppressions match these filters');
    expect(screen.queryByRole('region', { name: /Review sender-side bounces/ })).toBeNull();
  });

  it('explains the causing reply in the detail panel', async () => {
    classifyingService();
    // The panel's other sections (messages, history): a service without them.
    server.use(
      http.get(api('/messages'), () => HttpResponse.json({ message: 'No such route' }, { status: 404 })),
      http.get(api('/audit-log'), () => HttpResponse.json({ message: 'No such route' }, { status: 404 })),
    );
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions?address=dmarc%40example.test' });
    const panel = await screen.findByRole('dialog', { name: /dmarc@example.test/ }, { timeout: 5000 });
    await within(panel).findByText('Why it bounced', {}, { timeout: 5000 });
    expect(panel).toHaveTextContent('Authentication');
    expect(panel).toHaveTextContent('Your side');
    expect(panel).toHaveTextContent('What to do:');
    // The failure story for a suppressed address: the same sentence the message's page gives.
    const story = failureStory(rows(true)[0]!.source!.classification!, 'suppressed');
    expect(panel).toHaveTextContent(story.address);
    expect(panel).toHaveTextContent(`What to do: ${story.action}`);
    expect(panel).toHaveTextContent('The address is probably fine');
  });

  it('removes the sender-side ones through the whole-filter removal only once the cause is fixed, and Undo restores them', async () => {
    classifyingService();
    const removal = {
      id: '6f1c1a4e-8d7b-4d3c-9a1e-2b3c4d5e6f70',
      q: null,
      reason: ['manual', 'hard_bounce', 'unsubscribe'],
      include_complaints: false,
      bounce_side: ['sender'],
      matched: 1,
      removed: 0,
      restored: 0,
      skipped: 0,
      state: 'removing',
      created_at: '2026-11-25T10:00:00.000Z',
    };
    const bodies: unknown[] = [];
    let restored = 0;
    server.use(
      http.post(api('/suppressions/removals'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(ok({ removal }), { status: 201 });
      }),
      http.post(api(`/suppressions/removals/${removal.id}/continue`), () =>
        HttpResponse.json(
          ok({ removal: { ...removal, removed: 1, state: 'removed' }, moved: 1, done: true }),
        ),
      ),
      http.post(api(`/suppressions/removals/${removal.id}/restore`), () => {
        restored++;
        return HttpResponse.json(
          ok({ removal: { ...removal, removed: 1, restored: 1, state: 'restored' }, moved: 1, done: true }),
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions?bounce_side=sender' });
    const review = await screen.findByRole('region', { name: /Review sender-side bounces/ });
    const removeAll = await within(review).findByRole('button', { name: 'Remove all 1…' });
    expect(removeAll).toBeDisabled();
    await user.click(
      within(review).getByRole('checkbox', { name: 'I have fixed the cause of these refusals' }),
    );
    await user.click(removeAll);

    const dialog = await screen.findByRole('dialog', { name: 'Remove all 1 matching suppressions?' });
    expect(dialog).toHaveTextContent('Failure side');
    expect(dialog).toHaveTextContent('Your side');
    // Complaints carry no class: no complaint guard under a bounce filter.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 1' }));
    await screen.findByRole('dialog', { name: 'Removal finished' });
    expect(bodies).toEqual([{ include_complaints: false, bounce_side: ['sender'] }]);

    await user.click(screen.getAllByRole('button', { name: /Undo/ })[0]!);
    await waitFor(() => expect(restored).toBe(1));
  });

  it('never continues a removal that did not take the side filter', async () => {
    classifyingService();
    let continued = 0;
    const removal = {
      id: '6f1c1a4e-8d7b-4d3c-9a1e-2b3c4d5e6f71',
      q: null,
      reason: ['manual', 'hard_bounce', 'unsubscribe'],
      include_complaints: false,
      matched: 2,
      removed: 0,
      restored: 0,
      skipped: 0,
      state: 'removing',
      created_at: '2026-11-25T10:00:00.000Z',
    };
    server.use(
      http.post(api('/suppressions/removals'), () => HttpResponse.json(ok({ removal }), { status: 201 })),
      http.post(api(`/suppressions/removals/${removal.id}/continue`), () => {
        continued++;
        return HttpResponse.json(ok({ removal, moved: 0, done: true }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions?bounce_side=sender' });
    const review = await screen.findByRole('region', { name: /Review sender-side bounces/ });
    await user.click(await within(review).findByRole('checkbox'));
    await user.click(within(review).getByRole('button', { name: 'Remove all 1…' }));
    await user.click(await screen.findByRole('button', { name: 'Remove 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('without the failure side or class filter');
    expect(continued).toBe(0);
  });
});

describe('on a service with only the published spec', { timeout: 20_000 }, () => {
  it('hides the failure filters, ignores them in a shared link, and shows automatic rows without a class the service did not send', async () => {
    const all = rows(false);
    server.use(
      ...publishedSpecOnly(),
      http.get(api('/suppressions'), () =>
        HttpResponse.json(ok({ suppressions: all, total: all.length, next_cursor: null })),
      ),
    );
    const user = userEvent.setup();
    const { search } = renderWithProviders(<SuppressionsPage />, { url: '/suppressions?bounce_side=sender' });
    await screen.findByText('gone@example.test');
    expect(screen.getByText('dmarc@example.test')).toBeVisible();
    expect(screen.queryByLabelText('Failure side')).toBeNull();
    expect(screen.queryByRole('button', { name: /Sender-side bounces/ })).toBeNull();
    // The link keeps its words; the page just does not apply what the service cannot.
    expect(search().get('bounce_side')).toBe('sender');
    // Each filter is learned on its own: the class goes once the service refuses it too.
    await user.selectOptions(screen.getByLabelText('Failure class'), 'authentication');
    await waitFor(() => expect(screen.queryByLabelText('Failure class')).toBeNull());
    expect(screen.getByText('gone@example.test')).toBeVisible();
    expect(screen.queryByRole('region', { name: /Review sender-side bounces/ })).toBeNull();
    // Classified here from the reply the row kept.
    expect(rowOf('dmarc@example.test')).not.toHaveTextContent('Your side');
    expect(rowOf('gone@example.test')).not.toHaveTextContent('Invalid recipient');
  });

  it('drops a filter the service took without a word but did not apply', async () => {
    const all = rows(false);
    server.use(
      http.get(api('/suppressions'), () =>
        HttpResponse.json(ok({ suppressions: all, total: all.length, next_cursor: null })),
      ),
    );
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions?bounce_side=sender' });
    await screen.findByText('gone@example.test');
    await waitFor(() => expect(screen.queryByLabelText('Failure side')).toBeNull());
    expect(screen.queryByRole('region', { name: /Review sender-side bounces/ })).toBeNull();
  });
});
