import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';

const domain = 'whole-filter.test';
const rows = 1_200;

test('removes every row a filter matches (complaints kept), and Undo puts them back exactly', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${e2eKeys().all}` };
  // Dated imports, one in ten a complaint: more than a page, so "all matching" means something.
  const items = Array.from({ length: rows }, (_, i) => ({
    email: `person${i}@${domain}`,
    reason: i % 10 === 0 ? 'complaint' : 'hard_bounce',
    created_at: new Date(Date.UTC(2023, 0, 1) + i * 60_000).toISOString(),
    source: { type: 'import', file: 'old-provider.csv', row: i + 2 },
  }));
  for (let start = 0; start < rows; start += 1000) {
    const res = await request.post('/api/v1/suppressions/batch', {
      headers,
      data: { items: items.slice(start, start + 1000) },
    });
    expect(res.status()).toBe(200);
  }
  const count = async (query: Record<string, string>) => {
    const res = await request.get('/api/v1/suppressions', {
      headers,
      params: { q: domain, limit: 1, exact_total: 'true', ...query },
    });
    return ((await res.json()) as { data: { total: number } }).data.total;
  };
  const one = async (email: string) => {
    const res = await request.get('/api/v1/suppressions', { headers, params: { q: email } });
    return ((await res.json()) as { data: { suppressions: unknown[] } }).data.suppressions[0];
  };
  const before = await one(`person7@${domain}`);

  await page.goto(`/suppressions?q=${domain}&limit=25#key=${e2eKeys().all}`);
  const table = page.getByRole('table', { name: 'Suppressed addresses' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar).toContainText('25 selected');
  await bar.getByRole('button', { name: 'Select all 1,200 matching' }).click();
  await expect(bar).toContainText('All 1,200 matching suppressions are selected');
  await bar.getByRole('button', { name: 'Remove all matching' }).click();

  const dialog = page.getByRole('dialog', { name: 'Remove all 1,200 matching suppressions?' });
  await expect(dialog).toContainText(`“${domain}”`);
  const keepComplaints = dialog.getByRole('checkbox', { name: /Also remove the 120 complaints/ });
  await expect(keepComplaints).not.toBeChecked();
  await expectAccessible(page);
  await keepComplaints.check();
  await expect(dialog.getByRole('button', { name: 'Remove 1,200' })).toBeVisible();
  await keepComplaints.uncheck();
  await dialog.getByRole('button', { name: 'Remove 1,080' }).click();

  const finished = page.getByRole('dialog', { name: 'Removal finished' });
  await expect(finished).toContainText('Removed 1,080 suppressions.');
  expect(await count({})).toBe(120);
  expect(await count({ reason: 'complaint' })).toBe(120);
  await expect(page.getByText('120 matches')).toBeVisible();

  await finished.getByRole('button', { name: 'Undo: put back 1,080' }).click();
  await expect(finished).toContainText('Put back 1,080.');
  expect(await count({})).toBe(rows);
  expect(await one(`person7@${domain}`)).toEqual(before);
  await finished.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('1,200 matches')).toBeVisible();

  // The trail says what was done, by whom, in a few entries rather than one per address.
  const trail = await request.get('/api/v1/audit-log', {
    headers,
    params: { action: 'suppression.remove_matching,suppression.restore' },
  });
  type Entry = { action: string; target_id: string; detail: { q?: string } };
  const all = ((await trail.json()) as { data: { entries: Entry[] } }).data.entries;
  // This removal's entries (other specs' single Undos are restores too), found by its filter.
  const removalId = all.find(
    (e) => e.action === 'suppression.remove_matching' && e.detail.q === domain,
  )?.target_id;
  const entries = all.filter((e) => e.target_id === removalId);
  expect(entries.map((e) => e.action).sort()).toEqual(['suppression.remove_matching', 'suppression.restore']);
});
