import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { FilterRemoveDialog } from './filter-remove-dialog';

const server = startMswServer();

/** Counts per reason under a search: this service says 3 complaints, 7 of each other reason. */
const countsService = () =>
  server.use(
    http.get(api('/suppressions'), ({ request }) => {
      const reason = new URL(request.url).searchParams.get('reason');
      return HttpResponse.json(
        ok({ suppressions: [], total: reason === 'complaint' ? 3 : 7, next_cursor: null }),
      );
    }),
  );

const renderDialog = () =>
  renderWithProviders(
    <FilterRemoveDialog
      open
      filter={{ q: 'example.test', reason: [] }}
      total={{ count: 24, exact: true }}
      onClose={() => {}}
      onRemoved={() => {}}
    />,
    { url: '/suppressions' },
  );

describe('removing a whole filter', () => {
  it('says so, and removes nothing, on a service without the removal extension', async () => {
    countsService();
    let posts = 0;
    server.use(
      http.post(api('/suppressions/removals'), () => {
        posts++;
        return HttpResponse.json({ error: { code: 'not_found', message: 'No such route' } }, { status: 404 });
      }),
    );
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Remove all 24 matching suppressions?' });
    // Complaints are kept unless ticked: the button names the 21 that would go.
    await user.click(await within(dialog).findByRole('button', { name: 'Remove 21' }));
    expect(await screen.findByRole('dialog', { name: 'Not available on this service' })).toHaveTextContent(
      'Nothing was removed',
    );
    expect(posts).toBe(1);
  });

  it('reports a step that failed with how far it got, and offers Undo for that part', async () => {
    countsService();
    const removal = {
      id: '6f1c1a4e-8d7b-4d3c-9a1e-2b3c4d5e6f70',
      q: 'example.test',
      reason: ['manual', 'hard_bounce', 'unsubscribe'],
      include_complaints: false,
      matched: 21,
      removed: 0,
      restored: 0,
      skipped: 0,
      state: 'removing',
      created_at: '2026-11-25T10:00:00.000Z',
    };
    let steps = 0;
    server.use(
      http.post(api('/suppressions/removals'), () => HttpResponse.json(ok({ removal }), { status: 201 })),
      http.post(api(`/suppressions/removals/${removal.id}/continue`), () =>
        ++steps === 1
          ? HttpResponse.json(ok({ removal: { ...removal, removed: 10 }, moved: 10, done: false }))
          : HttpResponse.json({ error: { code: 'internal', message: 'Database gone' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Remove 21' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('10 were removed before it stopped; the rest stay suppressed.');
    expect(screen.getByRole('button', { name: 'Undo: put back 10' })).toBeEnabled();
  });
});
