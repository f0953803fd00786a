import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Suppression } from '@/contract';
import { api, apiPath, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { makeRows } from '../test/fixtures';
import { SuppressionsPage } from './suppressions-page';

const server = startMswServer();
const requests = recordRequests(server);
const table = () => screen.getByRole('table', { name: 'Suppressed addresses' });

/** An imported row with its own import date, and a row with no recorded origin. */
const rows: Suppression[] = makeRows(3).map((row, i) =>
  i === 0
    ? {
        ...row,
        source: { type: 'import', file: 'old.csv', row: 4, imported_at: '2026-01-02T03:04:05.000Z' },
      }
    : row,
);

/**
 * A service over `rows`. With `keeps`, a DELETE keeps the row under a removal (`removal_id`) and
 * restore puts that very row back; without, it answers as the published spec shows (the row only)
 * and has no restore endpoint.
 */
function service({ keeps }: { keeps: boolean }) {
  const live = rows.map((r) => ({ ...r }));
  const kept = new Map<string, Suppression>();
  server.use(
    http.get(api('/suppressions'), () =>
      HttpResponse.json(ok({ suppressions: live, total: live.length, next_cursor: null })),
    ),
    http.delete(api('/suppressions/:id'), ({ params }) => {
      const index = live.findIndex((r) => r.id === Number(params.id));
      const [removed] = live.splice(index, 1);
      if (!keeps) return HttpResponse.json(ok({ suppression: removed! }));
      const removalId = `00000000-0000-4000-8000-00000000000${removed!.id}`;
      kept.set(removalId, removed!);
      return HttpResponse.json(ok({ suppression: removed!, removal_id: removalId }));
    }),
    http.post(api('/suppressions/removals/:id/restore'), ({ params }) => {
      const row = keeps ? kept.get(String(params.id)) : undefined;
      if (!row) return reply(404, errorBody('not_found', 'Not found.'));
      kept.delete(String(params.id));
      live.push(row);
      live.sort((a, b) => a.id - b.id);
      const removal = {
        id: params.id,
        q: null,
        reason: [row.reason],
        include_complaints: row.reason === 'complaint',
        matched: 1,
        removed: 1,
        restored: 1,
        skipped: 0,
        state: 'restored',
        kind: 'rows',
        created_at: '2026-11-01T00:00:00.000Z',
      };
      return HttpResponse.json(ok({ removal, moved: 1, done: true }));
    }),
    http.post(api('/suppressions/batch'), async ({ request }) => {
      const { items } = (await request.json()) as {
        items: { email: string; reason: Suppression['reason'] }[];
      };
      const results = items.map((item, index) => {
        // A new row, a new id: what re-adding gives.
        const row: Suppression = { id: 100 + live.length, created_at: new Date().toISOString(), ...item };
        live.push(row);
        return { index, result: 'created', suppression: row };
      });
      return HttpResponse.json(ok({ results, created: results.length, exists: 0, invalid: 0 }));
    }),
  );
  return live;
}

const asked = (method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(apiPath(r))).map(apiPath);

async function removeOne(email: string) {
  const user = userEvent.setup();
  renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
  await within(await screen.findByRole('table', { name: 'Suppressed addresses' })).findByText(email);
  await user.click(screen.getByRole('button', { name: `Remove ${email}` }));
  const dialog = screen.getByRole('dialog', { name: 'Remove this suppression?' });
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(table()).queryByText(email)).not.toBeInTheDocument());
  await user.click(await screen.findByRole('button', { name: 'Undo' }));
  return user;
}

describe('Undo of a removal', { timeout: 30_000 }, () => {
  it('puts back the removed row itself where the service keeps it: same id, date and origin', async () => {
    const live = service({ keeps: true });
    await removeOne('user0@example.test');
    expect(
      await screen.findByText(
        'user0@example.test is suppressed again (manual), with its original date and origin: the same entry as before.',
      ),
    ).toBeInTheDocument();
    expect(asked('POST', /removals\/.*\/restore/)).toEqual([
      '/suppressions/removals/00000000-0000-4000-8000-000000000001/restore',
    ]);
    expect(asked('POST', /batch/)).toEqual([]);
    expect(live.find((r) => r.email === 'user0@example.test')).toEqual(rows[0]);
    expect(await within(table()).findByText('user0@example.test')).toBeInTheDocument();
  });

  it('says honestly that the address came back as a new entry where the service keeps no removed rows', async () => {
    const live = service({ keeps: false });
    await removeOne('user1@example.test');
    expect(
      await screen.findByText(
        /^user1@example\.test is suppressed again \(hard bounce\), with its original date, as a new entry: this service does not keep removed suppressions for Undo\.$/,
      ),
    ).toBeInTheDocument();
    expect(asked('POST', /restore/)).toEqual([]);
    expect(asked('POST', /batch/)).toHaveLength(1);
    expect(live.find((r) => r.email === 'user1@example.test')!.id).not.toBe(rows[1]!.id);
  });

  it('puts back a whole page removed together, each row itself', async () => {
    const live = service({ keeps: true });
    const user = userEvent.setup();
    renderWithProviders(<SuppressionsPage />, { url: '/suppressions' });
    await screen.findByText('user0@example.test');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove 3 suppressions?' });
    await user.click(within(dialog).getByRole('checkbox', { name: /asked to receive mail again/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove 3 suppressions' }));
    await waitFor(() => expect(live).toHaveLength(0));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('3 suppressions put back exactly: the same entries, dates and origins.'),
    ).toBeInTheDocument();
    expect(asked('POST', /restore/)).toHaveLength(3);
    expect(asked('POST', /batch/)).toEqual([]);
    expect(live).toEqual(rows);
  });
});
