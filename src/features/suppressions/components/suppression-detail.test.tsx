import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Suppression } from '@/contract';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { suppressionQueries } from '../api/suppression-queries';
import { SuppressionDetail } from './suppression-detail';

// No audit trail unless a test says otherwise: the History part then stays empty.
const server = startMswServer(
  http.get(api('/audit-log'), () => HttpResponse.json(ok({ entries: [], next_cursor: null }))),
);
const all = { admin: true, stats: true };

const imported: Suppression = {
  id: 7,
  email: 'old@detail.test',
  reason: 'complaint',
  created_at: '2021-03-04T05:06:07.000Z',
  source: {
    type: 'import',
    file: 'spam_reports.csv',
    row: 12,
    key_name: 'ops',
    imported_at: '2026-11-20T10:00:00.000Z',
  },
};

function show(row: Suppression, permissions = all) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(suppressionQueries.check(row.email).queryKey, row);
  const onClose = vi.fn();
  renderWithProviders(<SuppressionDetail address={row.email} onClose={onClose} onRemove={() => {}} />, {
    queryClient,
    permissions,
  });
  return { panel: screen.getByRole('dialog', { name: row.email }), onClose };
}

describe('SuppressionDetail', () => {
  it('tells the whole origin of an import, with its original date and its own', async () => {
    server.use(http.get(api('/messages'), () => HttpResponse.json(ok({ messages: [], next_cursor: null }))));
    const { panel } = show(imported);
    expect(panel).toHaveTextContent('Imported from a file');
    expect(panel).toHaveTextContent('spam_reports.csv');
    expect(panel).toHaveTextContent('12');
    expect(panel).toHaveTextContent('ops');
    expect(panel).toHaveTextContent(
      /Originally suppressed 0?4 Mar 2021, 05:06:07 UTC \(.+ ago\); imported 20 Nov 2026, 10:00:00 UTC\./,
    );
    expect(await within(panel).findByText('The service holds no messages to this address.')).toBeVisible();
  });

  it.each([
    ['refuses the key (403)', 403, 'forbidden', 'Listing messages needs a key with the stats permission.'],
    ['has no message list (404)', 404, 'not_found', "This service doesn't list messages by recipient."],
  ])('says so quietly when the service %s', async (_, status, code, note) => {
    server.use(http.get(api('/messages'), () => reply(status, errorBody(code, 'No.'))));
    const { panel } = show({ ...imported, source: null });
    expect(panel).toHaveTextContent("This service doesn't say where its suppressions come from.");
    expect(await within(panel).findByText(note)).toBeVisible();
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('asks nothing of a key known to lack the stats permission', async () => {
    const asked = vi.fn();
    server.use(http.get(api('/messages'), () => void asked()));
    const { panel } = show(imported, { admin: true, stats: false });
    expect(within(panel).getByText('Listing messages needs a key with the stats permission.')).toBeVisible();
    expect(asked).not.toHaveBeenCalled();
  });

  it('offers a retry, not an error wall, when the list fails', async () => {
    let calls = 0;
    server.use(
      http.get(api('/messages'), () =>
        ++calls === 1
          ? reply(500, errorBody('internal_error', 'Database busy.'))
          : HttpResponse.json(
              ok({
                messages: [
                  {
                    id: '0b8c5a3e-1111-4222-8333-944455556666',
                    subject: 'Weekly digest',
                    status: 'complained',
                    created_at: '2026-11-19T10:00:00.000Z',
                  },
                ],
                next_cursor: null,
              }),
            ),
      ),
    );
    const { panel } = show(imported);
    expect(
      await within(panel).findByText(/Couldn't load the messages to this address: Database busy/),
    ).toBeVisible();
    expect(within(panel).queryByRole('alert')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    const list = await within(panel).findByRole('list', { name: 'Messages to old@detail.test' });
    expect(list).toHaveTextContent('Complained');
    expect(within(list).getByRole('link', { name: 'Weekly digest' })).toHaveAttribute(
      'href',
      '/messages/0b8c5a3e-1111-4222-8333-944455556666',
    );
  });

  it("tells the address's history by the address, across the ids its rows had", async () => {
    const asked: string[] = [];
    const entry = (id: number, target: number, action: string, detail: object) => ({
      id,
      at: `2026-11-2${id}T10:00:00.000Z`,
      key_id: 1,
      key_name: 'ops',
      action,
      target_type: 'suppression',
      target_id: String(target),
      detail,
      request_id: null,
    });
    const email = imported.email;
    server.use(
      http.get(api('/messages'), () => HttpResponse.json(ok({ messages: [], next_cursor: null }))),
      http.get(api('/audit-log'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          ok({
            entries: [
              entry(4, 7, 'suppression.restore', { after: { email, reason: 'complaint' }, undo: true }),
              entry(3, 7, 'suppression.delete', { before: { email, reason: 'complaint' } }),
              entry(2, 3, 'suppression.delete', { before: { email, reason: 'manual' } }),
              entry(1, 3, 'suppression.create', { after: { email, reason: 'manual' } }),
            ],
            next_cursor: null,
          }),
        );
      }),
    );
    const { panel } = show(imported);
    const history = await within(panel).findByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/^.*UTC/, '')),
    ).toEqual([
      'Removal undone: put backby ops· old@detail.test · reason complaint',
      'Suppression removedby ops· old@detail.test · reason complaint',
      'Suppression removedby ops· old@detail.test · reason manual',
      'Suppression addedby ops· old@detail.test · reason manual',
    ]);
    expect(asked).toEqual(['?target_type=suppression&address=old%40detail.test&limit=10']);
  });

  // Escape is the browser's own (the native dialog's cancel): the e2e spec checks it in Chromium.
  it('closes with its Close button', async () => {
    server.use(http.get(api('/messages'), () => HttpResponse.json(ok({ messages: [], next_cursor: null }))));
    const { panel, onClose } = show(imported);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
