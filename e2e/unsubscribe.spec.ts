import { expect, test } from '@playwright/test';
import { e2eKeys } from './support/keys';
import { settle } from './support/messages';

/**
 * One-click unsubscribe end to end, against the real service and its simulator: bulk mail to a
 * recipient who unsubscribes with one click (RFC 8058's POST) and to one whose link scanner GETs every
 * link. The first is suppressed with the message as its origin; the scanner's visits change nothing;
 * the checklist shows the unsubscribe honoured, with its evidence.
 */
test('an unsubscriber is suppressed with its message as origin; a link scanner changes nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const send = async (to: string) => {
    const sent = await request.post('/api/v1/messages', {
      headers: { Authorization: `Bearer ${e2eKeys().send}` },
      data: { to, subject: `Newsletter ${run}`, stream: 'bulk' },
    });
    expect(sent.status()).toBe(202);
    return ((await sent.json()) as { data: { message: { id: string } } }).data.message.id;
  };
  const unsubscriber = `unsubscribe@news-${run}.example`;
  const scanned = `scanner@news-${run}.example`;
  const unsubscribed = await send(unsubscriber);
  const scannedId = await send(scanned);
  await settle(request, unsubscribed, 'delivered');
  await settle(request, scannedId, 'delivered');

  const suppressionOf = async (address: string) => {
    const res = await request.get(`/api/v1/suppressions?q=${encodeURIComponent(address)}`, {
      headers: { Authorization: `Bearer ${e2eKeys().all}` },
    });
    return ((await res.json()) as { data: { suppressions: { email: string; reason: string }[] } }).data
      .suppressions;
  };
  await expect.poll(() => suppressionOf(unsubscriber), { timeout: 30_000 }).toHaveLength(1);
  expect((await suppressionOf(unsubscriber))[0]!.reason).toBe('unsubscribe');

  // The suppression's story in the console: reason and the message it came from.
  await page.goto(`/suppressions?address=${encodeURIComponent(unsubscriber)}#key=${e2eKeys().all}`);
  const origin = page.locator(`a[href*="${unsubscribed}"]`).first();
  await expect(origin).toBeVisible();
  await expect(page.getByText(/unsubscribe/i).first()).toBeVisible();

  // The scanner followed the links of its message (GETs): nothing suppressed, nothing changed.
  expect(await suppressionOf(scanned)).toHaveLength(0);
  await page.goto(`/messages/${scannedId}`);
  await expect(
    page.getByRole('region', { name: 'Headers' }).getByText('List-Unsubscribe-Post'),
  ).toBeVisible();

  // The checklist's evidence: the unsubscribe was honoured, and how fast.
  await page.goto('/compliance');
  const account = page.getByRole('region', { name: 'Every domain together' });
  const honoured = account.getByRole('heading', { name: 'Unsubscribes honoured within two days' });
  await expect(honoured).toBeVisible({ timeout: 30_000 });
  await expect(account.getByText(/the longest took/)).toBeVisible();
});
