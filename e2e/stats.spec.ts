import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { readFile } from 'node:fs/promises';
import { e2eKeys } from './support/keys';

/** UTC days, as the page and the API count them. */
const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const number = (n: number) => new Intl.NumberFormat('en-US').format(n);
/** A day as the console writes it in its date fields: `9 Nov 2026`. */
const shown = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m! - 1];
  return `${d} ${month} ${y}`;
};

interface Counts {
  accepted: number;
  delivered: number;
  hard_bounced: number;
  complained: number;
}
type Day = Counts & { date: string };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${e2eKeys().stats}` },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
const overview = async (request: APIRequestContext, query: string) =>
  (await api<{ overview: { counts: Counts } }>(request, `/stats/overview?${query}`)).overview.counts;

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Totals for the range' }).getByRole('listitem', { name, exact: true });

/** The page's own number on a card: the large figure under the card's title. */
const cardNumber = (page: Page, name: string) => card(page, name).locator('p').first();

// Counters of past days are settled; today's still move while seeded mail finishes delivering.
const settled = `from=${day(-30)}&to=${day(-1)}`;

test('a stats key lands on the statistics; the charts load in their own chunk', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((s) => s.includes('daily-charts'))).toBe(false);

  await page.goto(`/#key=${e2eKeys().stats}`);
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByText(/30 days, UTC/)).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Range presets' }).getByRole('button', { name: '30 days' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Sender health' })).toBeVisible();

  const volume = page.getByRole('figure', { name: /Volume by outcome/ });
  await expect(volume.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await volume.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(30);
  const rates = page.getByRole('figure', { name: /Bounce and complaint rates/ });
  await expect(rates.locator('.recharts-line-curve')).toHaveCount(2);
  // The warning lines are explained in the chart's key, not written on the plot over the data.
  await expect(rates.getByText('Bounce warning 2% (left axis)')).toBeVisible();
  await expect(rates.locator('svg.recharts-surface text', { hasText: 'warning' })).toHaveCount(0);
  expect(scripts.some((s) => s.includes('daily-charts'))).toBe(true);

  // The legend hides and shows a series.
  const accepted = page
    .getByRole('group', { name: 'Volume series' })
    .getByRole('button', { name: 'Accepted' });
  await accepted.click();
  await expect(accepted).toHaveAttribute('aria-pressed', 'false');
  await expect(volume.locator('.recharts-line-curve')).toHaveCount(0);
  await accepted.click();
  await expect(volume.locator('.recharts-line-curve')).toHaveCount(1);

  await expectAccessible(page);
});

test('the URL range drives the page, and the bad day is one click away', async ({ page, request }) => {
  const from = day(-20);
  const to = day(-5);
  const days = (await api<{ days: Day[] }>(request, `/stats/daily?from=${from}&to=${to}`)).days;
  const worst = days.reduce((a, b) => (b.hard_bounced / b.accepted > a.hard_bounced / a.accepted ? b : a));
  const totals = await overview(request, `from=${from}&to=${to}`);

  await page.goto(`/stats?from=${from}&to=${to}#key=${e2eKeys().stats}`);
  // The console's own day format, not the browser's mm/dd/yyyy; a day typed as ISO is taken too.
  await expect(page.getByLabel('From (UTC)')).toHaveValue(shown(from));
  await expect(page.getByLabel('To (UTC)')).toHaveValue(shown(to));
  await expect(page.getByText(/16 days, UTC/)).toBeVisible();
  await expect(cardNumber(page, 'Accepted')).toHaveText(number(totals.accepted));
  await expect(cardNumber(page, 'Hard bounced')).toHaveText(number(totals.hard_bounced));
  // No preset is exactly this range.
  await expect(
    page.getByRole('group', { name: 'Range presets' }).getByRole('button', { pressed: true }),
  ).toHaveCount(0);

  // The seeded bad day (a bought list on the newsletter domain) is listed as critical.
  const health = page.getByRole('region', { name: 'Sender health' });
  const when = new Date(`${worst.date}T00:00:00Z`);
  const label = `${when.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' })}, ${when.getUTCDate()}`;
  await expect(health.getByRole('listitem').first()).toContainText(label);
  await expect(health.getByRole('listitem').first()).toContainText('Critical');
  await health.getByRole('button', { name: new RegExp(`^Show day: ${label}`) }).click();
  await expect(page).toHaveURL(new RegExp(`from=${worst.date}&to=${worst.date}`));
  await expect(page.getByText(/1 day, UTC/)).toBeVisible();
  // The button went with the range it was in: focus is on the new range's summary, not the page body.
  await expect(page.locator('#range-summary')).toBeFocused();
  await expect(cardNumber(page, 'Accepted')).toHaveText(number(worst.accepted));
  await expect(card(page, 'Hard bounced').getByText('Critical', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sender health' }).getByRole('heading', { level: 2 }),
  ).toContainText('critical');

  // Back returns to the range, like any link.
  await page.goBack();
  await expect(page.getByText(/16 days, UTC/)).toBeVisible();
});

test('the comparison is the previous period or the same days last year, held in the URL', async ({
  page,
}) => {
  await page.goto(`/stats?from=${day(-10)}&to=${day(-1)}#key=${e2eKeys().stats}`);
  const summary = page.locator('#range-summary');
  await expect(summary).toContainText('compared with');
  await expect(summary).not.toContainText('last year');
  await expect(card(page, 'Accepted')).toContainText('vs the previous period');
  await page.getByLabel('Compare with').selectOption('year');
  await expect(page).toHaveURL(/compare=year/);
  const yearAgo = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    d.setUTCFullYear(d.getUTCFullYear() - 1);
    return d.getUTCFullYear();
  };
  await expect(summary).toContainText(`compared with the same days last year`);
  await expect(summary).toContainText(String(yearAgo(-1)));
  // A year before the demo history there is no mail: the cards say so instead of "+100%".
  await expect(card(page, 'Accepted')).toContainText('No mail in the same days last year');
  await page.reload();
  await expect(page.getByLabel('Compare with')).toHaveValue('year');
});

test('a future range and an unknown domain each say so, not "no mail"', async ({ page }) => {
  await page.goto(`/stats?from=${day(10)}&to=${day(20)}#key=${e2eKeys().stats}`);
  await expect(page.getByText('This range is in the future')).toBeVisible();
  await page.getByRole('button', { name: 'Show the last 30 days' }).click();
  await expect(page.getByText(/30 days, UTC/)).toBeVisible();

  await page.goto(`/stats?domain_id=999#key=${e2eKeys().stats}`);
  await expect(page.getByText('Unknown domain', { exact: true })).toBeVisible();
  await expect(page.getByText('This service has no sending domain with ID 999.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all domains' }).click();
  await expect(page).not.toHaveURL(/domain_id/);
  await expect(cardNumber(page, 'Accepted')).not.toHaveText('0');
});

test('presets and the date fields change the URL', async ({ page }) => {
  await page.goto(`/stats#key=${e2eKeys().stats}`);
  const presets = page.getByRole('group', { name: 'Range presets' });
  await presets.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?from=${day(-6)}&to=${day()}$`));
  await expect(page.getByText(/7 days, UTC/)).toBeVisible();

  const now = new Date();
  const lastMonthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))
    .toISOString()
    .slice(0, 10);
  await presets.getByRole('button', { name: 'Last month' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${lastMonthEnd.slice(0, 7)}-01&to=${lastMonthEnd}`));
  await presets.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day()}&to=${day()}`));

  await page.getByLabel('From (UTC)').fill(shown(day(-9)));
  await expect(page).toHaveURL(new RegExp(`from=${day(-9)}&to=${day()}`));
  await page.getByLabel('From (UTC)').press('Tab');
  await expect(page.getByLabel('From (UTC)')).toHaveValue(shown(day(-9)));
  await page.getByLabel('To (UTC)').fill('13/31/2026');
  await page.getByLabel('To (UTC)').press('Tab');
  await expect(page.getByLabel('To (UTC)')).toHaveAccessibleDescription(
    /is not a day. Type it like 25 Nov 2026/,
  );
  await expect(page).toHaveURL(new RegExp(`from=${day(-9)}&to=${day()}`));
  await expect(page.getByText(/10 days, UTC/)).toBeVisible();
});

test('the domain filter changes the numbers, as the API counts them', async ({ page, request }) => {
  const { domains } = await api<{ domains: { id: number; name: string }[] }>(request, '/domains');
  const news = domains.find((d) => d.name.startsWith('news.'))!;
  const all = await overview(request, settled);
  const ofNews = await overview(request, `${settled}&domain_id=${news.id}`);
  expect(ofNews.accepted).toBeLessThan(all.accepted);

  await page.goto(`/stats?${settled}#key=${e2eKeys().stats}`);
  await expect(cardNumber(page, 'Accepted')).toHaveText(number(all.accepted));
  await page.getByRole('combobox', { name: 'Domain' }).selectOption({ label: news.name });
  await expect(page).toHaveURL(new RegExp(`domain_id=${news.id}`));
  await expect(cardNumber(page, 'Accepted')).toHaveText(number(ofNews.accepted));
  await expect(cardNumber(page, 'Delivered')).toHaveText(number(ofNews.delivered));
  await expect(cardNumber(page, 'Hard bounced')).toHaveText(number(ofNews.hard_bounced));
  await expect(cardNumber(page, 'Complained')).toHaveText(number(ofNews.complained));
  await expect(page.locator('#range-summary')).toContainText(news.name);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Domain' })).toHaveValue(String(news.id));
  await expect(cardNumber(page, 'Accepted')).toHaveText(number(ofNews.accepted));
});

test('the provider table counts each mailbox provider as the API does, and follows the domain filter', async ({
  page,
  request,
}) => {
  type Providers = { providers: { provider: string; counts: Counts }[] };
  const { domains } = await api<{ domains: { id: number; name: string }[] }>(request, '/domains');
  const news = domains.find((d) => d.name.startsWith('news.'))!;
  const byProvider = async (query: string) =>
    Object.fromEntries(
      (await api<Providers>(request, `/stats/overview?${query}&group_by=provider`)).providers.map((p) => [
        p.provider,
        p.counts,
      ]),
    );
  const all = await byProvider(settled);
  const ofNews = await byProvider(`${settled}&domain_id=${news.id}`);
  expect(all.gmail!.accepted).toBeGreaterThan(0);
  expect(ofNews.gmail!.accepted).toBeLessThan(all.gmail!.accepted);
  const total = await overview(request, settled);
  expect(Object.values(all).reduce((n, c) => n + c.accepted, 0)).toBe(total.accepted);

  await page.goto(`/stats?${settled}#key=${e2eKeys().stats}`);
  const table = page.getByRole('table', { name: /per recipient mailbox provider/ });
  const cells = (name: RegExp) => table.getByRole('row', { name }).getByRole('cell');
  await expect(cells(/^Gmail/).first()).toHaveText(number(all.gmail!.accepted));
  await expect(cells(/^Microsoft/).nth(1)).toHaveText(number(all.microsoft!.delivered));
  await expect(cells(/^Yahoo/).first()).toHaveText(number(all.yahoo!.accepted));
  await page.getByRole('combobox', { name: 'Domain' }).selectOption({ label: news.name });
  await expect(page).toHaveURL(new RegExp(`domain_id=${news.id}`));
  await expect(cells(/^Gmail/).first()).toHaveText(number(ofNews.gmail!.accepted));
  await expectAccessible(page);
});

test('an inverted range gets a message, not a request', async ({ page }) => {
  const statsCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/stats/')) statsCalls.push(r.url());
  });
  await page.goto(`/stats?from=${day(-3)}&to=${day(-10)}#key=${e2eKeys().stats}`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("This range can't be shown");
  await expect(alert).toContainText(`The start date (${day(-3)}) is after the end date (${day(-10)})`);
  await expect(page.getByRole('option', { name: /acme-shop/ }).first()).toBeAttached();
  // Only the key check ran; no statistics were asked for this range.
  expect(statsCalls.filter((u) => u.includes(`from=${day(-3)}`))).toEqual([]);
  await expectAccessible(page);

  await alert.getByRole('button', { name: 'Show the last 30 days' }).click();
  await expect(page.getByText(/30 days, UTC/)).toBeVisible();

  // Through the fields too: a start after the end.
  await page.getByLabel('From (UTC)').fill(day(1));
  await expect(page.getByRole('alert')).toContainText('is after the end date');
});

test('the table shows the daily numbers, and the CSV holds the same rows', async ({ page, request }) => {
  const { days } = await api<{ days: Day[] }>(request, `/stats/daily?${settled}`);
  await page.goto(`/stats?${settled}#key=${e2eKeys().stats}`);
  await page.getByRole('group', { name: 'Daily view' }).getByRole('button', { name: 'Table' }).click();
  await expect(page).toHaveURL(/view=table/);
  const table = page.getByRole('table', { name: /Daily counts/ });
  await expect(table.getByRole('row')).toHaveCount(days.length + 1);
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText(number(days[0]!.accepted));
  await expect(table.getByRole('row').filter({ hasText: 'Critical' }).first()).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`relaydesk-stats-${day(-30)}_${day(-1)}.csv`);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines).toHaveLength(days.length + 1);
  expect(lines[0]).toMatch(/^date,accepted,delivered,hard_bounced,/);
  const [date, accepted, delivered, hard] = lines[1]!.split(',');
  expect([date, Number(accepted), Number(delivered), Number(hard)]).toEqual([
    days[0]!.date,
    days[0]!.accepted,
    days[0]!.delivered,
    days[0]!.hard_bounced,
  ]);
});

test('366 days render, and the page is clean in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/stats?from=${day(-365)}&to=${day()}#key=${e2eKeys().stats}`);
  await expect(page.getByText(/366 days, UTC/)).toBeVisible();
  const volume = page.getByRole('figure', { name: /Volume by outcome/ });
  // A long range draws its outcomes as stepped areas, not 1,098 thin rectangles.
  await expect(volume.locator('.stepped-areas path')).toHaveCount(3);
  // The day axis is labelled on the 1st of the months, the first label and January with the year.
  const xLabels = await volume.locator('.recharts-xAxis-tick-labels text').allTextContents();
  expect(xLabels.length).toBeGreaterThan(3);
  expect(xLabels[0]).toMatch(/^[A-Z][a-z]{2} 20\d\d$/);
  for (const label of xLabels.slice(1)) expect(label).toMatch(/^(Jan 20\d\d|[A-Z][a-z]{2})$/);
  // The count axis has round ticks: equal steps of 1, 2 or 5 times a power of ten.
  const yValues = (await volume.locator('.recharts-yAxis-tick-labels text').allTextContents()).map(
    (t) => Number.parseFloat(t) * (t.endsWith('M') ? 1e6 : t.endsWith('K') ? 1e3 : 1),
  );
  const step = yValues[1]! - yValues[0]!;
  expect(yValues).toEqual(yValues.map((_, i) => i * step));
  expect([1, 2, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
  await expect(page.locator('html')).toHaveClass(/dark/);
  // This page's own content; the shared sidebar's dimmed "locked" links are the shell's concern.
  await expectAccessible(page, '#main');
});

test('an admin-only key is told which permission the page needs', async ({ page }) => {
  await page.goto(`/stats#key=${e2eKeys().admin}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(
    page.getByText('This page needs the stats permission. Your API key has: admin.'),
  ).toBeVisible();
});

test('a day on either chart opens that day’s messages in the activity log', async ({ page }) => {
  await page.goto(`/stats?from=${day(-7)}&to=${day(-1)}#key=${e2eKeys().stats}`);
  const volume = page.getByRole('figure').filter({ hasText: 'Volume by outcome' });
  await expect(volume).toContainText('Click a day to open its messages.');
  const chart = volume.locator('svg[aria-label="Daily volume by outcome"]');
  await expect(chart).toBeVisible();
  // The middle of the plot is the middle day of seven, whatever the axis takes on the left.
  await chart.hover();
  await chart.click();
  await expect(page).toHaveURL(/\/messages\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('range')).toBe('custom');
  const opened = url.searchParams.get('since');
  expect(url.searchParams.get('until')).toBe(opened);
  expect([day(-5), day(-4), day(-3)]).toContain(opened);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  await page.goBack();
  const rates = page.locator('svg[aria-label="Daily bounce and complaint rates"]');
  await expect(rates).toBeVisible();
  await rates.hover();
  await rates.click();
  await expect(page).toHaveURL(new RegExp(`since=${opened}&until=${opened}`));
});
