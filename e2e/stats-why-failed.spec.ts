import { expect, test, type APIRequestContext } from '@playwright/test';
import type { BounceClass, StatsBouncesData } from '../src/contract';
import { bounceClassLabels } from '../src/lib/labels/bounce-labels';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';

/** UTC days, as the page and the API count them. */
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function bounces(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/v1/stats/bounces?${query}`, {
    headers: { Authorization: `Bearer ${e2eKeys().stats}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StatsBouncesData }).data;
}

// The demo keeps messages for its last 7 days: a range inside them has its failures' messages.
const from = day(-6);
const to = day(-1);

test('"Why mail failed" shows the classes of a fresh demo and drills down to the messages', async ({
  page,
  request,
}) => {
  // Two pages, an accessibility scan of the statistics with everything loaded, and back: more than
  // the default 30 s on a busy 2-core machine.
  test.slow();
  const data = await bounces(request, `from=${from}&to=${to}`);
  const present = (Object.entries(data.totals.by_class) as [BounceClass, number][]).filter(([, n]) => n > 0);
  // The demo tells every class but `unknown` (no story gives no reason), sender-side ones included.
  expect(present.map(([c]) => c)).toEqual(
    expect.arrayContaining([
      'invalid_recipient',
      'reputation',
      'authentication',
      'rate_limited',
      'temporary',
    ]),
  );
  const total = present.reduce((n, [, count]) => n + count, 0);
  const share = Math.round((data.totals.by_side.sender / total) * 100);

  await page.goto(`/stats?from=${from}&to=${to}#key=${e2eKeys().stats}`);
  const section = page.getByRole('region', { name: 'Why mail failed' });
  await section.scrollIntoViewIfNeeded();
  await expect(
    section.getByText(`${share}% of failures were on your side: fix these, not your list.`),
  ).toBeVisible();

  // Classes over time: one legend entry per class the range has, and bars drawn.
  const legend = section.getByRole('group', { name: 'Failure classes' });
  await expect(legend.getByRole('button')).toHaveText(present.map(([c]) => bounceClassLabels[c]));
  await expect(section.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // Top reasons: the Gmail blocklist refusal groups every recipient's under one masked reply.
  const reasons = section.getByRole('table', { name: /most frequent failure replies/ });
  const reputation = reasons.getByRole('row', { name: /Sender reputation/ }).first();
  await expect(reputation).toContainText('<ip>');
  await expectAccessible(page);

  // Drill down: the activity log, filtered by that class over the same days.
  await reputation.getByRole('link', { name: 'Show messages that failed as Sender reputation' }).click();
  await expect(page).toHaveURL(/\/messages\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    bounce_class: 'reputation',
    range: 'custom',
    since: from,
    until: to,
  });
  const table = page.getByRole('table', { name: 'Messages' });
  const rows = table.getByRole('row').filter({ hasText: 'Sender reputation' });
  await expect(rows.first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Invalid recipient' })).toHaveCount(0);

  // Back on the statistics: grouped by mailbox provider, the reasons name the provider.
  await page.goBack();
  await section.getByRole('button', { name: 'Mailbox provider' }).click();
  await expect(page).toHaveURL(/failures_by=provider/);
  await expect(reasons.getByRole('columnheader', { name: 'Provider' })).toBeVisible();
  await expect(reasons.getByRole('cell', { name: 'Gmail' }).first()).toBeVisible();
});
