import { expect, test, type Page } from '@playwright/test';
import { e2eKeys } from './support/keys';
import { privatePort, privateService } from './support/spawn-service';

// Private services come and go here; one test at a time.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/**
 * The page's responses from /suppressions, as Playwright reports them. Read them through
 * `expect.poll` once the page has drawn: Playwright can report a response a moment after the page
 * has drawn what it brought.
 */
const suppressionsCalls = (page: Page) => {
  const calls: {
    method: string;
    url: string;
    status: number;
    requestId?: string;
    retryAfter?: string;
    at: number;
  }[] = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.startsWith('/api/v1/suppressions')) return;
    calls.push({
      method: res.request().method(),
      url: res.url(),
      status: res.status(),
      requestId: res.headers()['x-request-id'],
      retryAfter: res.headers()['retry-after'],
      at: Date.now(),
    });
  });
  return calls;
};

test('a 429 shows the wait counting down, then the page retries by itself and recovers', async ({ page }) => {
  const key = 'e2e-ratelimit-admin-key-000001';
  // One request per 10 s once the burst is spent: a 429 asks for a wait of up to 10 s, so on a busy
  // machine the time between spending the budget and the search still leaves a wait to count down.
  const service = privateService(privatePort(1), {
    ADMIN_API_KEY: key,
    RATE_LIMIT_RPS: '0.1',
    RATE_LIMIT_BURST: '5',
  });
  await service.start();
  try {
    const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    await fetch(`${service.url}/api/v1/suppressions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ email: 'patient@ratelimit.test' }),
    });
    await page.goto(`${service.url}/suppressions#key=${key}`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    const calls = suppressionsCalls(page);
    // Another client with the same key spends what is left of its budget.
    while ((await fetch(`${service.url}/api/v1/suppressions?limit=1`, { headers: auth })).status !== 429);

    const isSearch = (url: string) => /limit=50&.*q=patient/.test(url);
    const refused = page.waitForResponse((res) => isSearch(res.url()));
    await page.getByRole('searchbox', { name: 'Search' }).fill('patient');
    expect((await refused).status()).toBe(429);
    const wait = Number((await refused).headers()['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(2);

    // The wait is shown counting down from what the service asked for.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Too many requests');
    const countdown = alert.getByText(/Retrying in \d+ s/);
    const shown = Number(/in (\d+) s/.exec((await countdown.textContent()) ?? '')![1]);
    expect(shown).toBeLessThanOrEqual(wait);
    await expect(alert.getByText(`Retrying in ${shown - 1} s`)).toBeVisible();

    // It comes back on its own, once Retry-After has passed, with the answer.
    await expect(page.getByRole('row').filter({ hasText: 'patient@ratelimit.test' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(alert).toHaveCount(0);
    const searchCalls = () => calls.filter((c) => c.method === 'GET' && isSearch(c.url));
    await expect.poll(() => searchCalls().map((c) => c.status)).toEqual([429, 200]);
    const searches = searchCalls();
    expect(searches[1]!.at - searches[0]!.at).toBeGreaterThanOrEqual(wait * 1000 - 200);
  } finally {
    await service.dispose();
  }
});

test('a 5xx from the service shows a retry and the request id; reads are retried, a failed write is not', async ({
  page,
}) => {
  const key = 'e2e-gateway-admin-key-00000001';
  const upstream = privateService(privatePort(2), { ADMIN_API_KEY: key });
  // The dashboard alone, in front of that service (API_BASE_URL mode): it answers 502 when it is down.
  const dashboard = privateService(privatePort(3), { API_BASE_URL: upstream.url });
  await upstream.start();
  await dashboard.start();
  try {
    await page.goto(`${dashboard.url}/suppressions#key=${key}`);
    // Loaded (permissions checked, list there) before the service goes away.
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    const calls = suppressionsCalls(page);
    await upstream.stop();

    // A write fails once and says so; nothing sends it again.
    await page.getByRole('button', { name: 'Add suppression' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add suppression' });
    await dialog.getByLabel('Email').fill('lost@gateway.test');
    await dialog.getByRole('button', { name: 'Add suppression' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The API service did not answer');
    await expect.poll(() => calls.find((c) => c.method === 'POST')?.status).toBe(502);
    const post = calls.find((c) => c.method === 'POST')!;
    await expect(dialog.getByRole('alert')).toContainText(`Request ID: ${post.requestId}`);
    await page.keyboard.press('Escape');

    // A read is retried with backoff, then shows the failure with a retry and the id to quote.
    await page.getByRole('searchbox', { name: 'Search' }).fill('gateway');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 15_000 });
    const gatewayReads = () => calls.filter((c) => c.method === 'GET' && /limit=50&.*q=gateway/.test(c.url));
    await expect.poll(() => gatewayReads().map((c) => c.status)).toEqual([502, 502, 502]);
    const reads = gatewayReads();
    expect(reads[1]!.at - reads[0]!.at).toBeGreaterThanOrEqual(900);
    expect(reads[2]!.at - reads[1]!.at).toBeGreaterThanOrEqual(1900);
    await expect(alert).toContainText(`Request ID: ${reads[2]!.requestId}`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // The dashboard answered: this is not the "can't reach" state.
    await expect(page.getByText("Can't reach the service")).toHaveCount(0);

    await upstream.start();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('No suppressions match “gateway”')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  } finally {
    await dashboard.dispose();
    await upstream.dispose();
  }
});

test('offline: a banner, and the request waiting for the network goes out on reconnect', async ({
  page,
  context,
  request,
}) => {
  const { all } = e2eKeys();
  await page.goto(`/suppressions#key=${all}`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  const calls = suppressionsCalls(page);

  await context.setOffline(true);
  await expect(page.getByRole('status').getByText("You're offline")).toBeVisible();
  // Added elsewhere while this browser is offline: the page can only learn of it over the network.
  const email = `back.online.${Date.now()}@offline.test`;
  const added = await request.post('/api/v1/suppressions', {
    headers: { Authorization: `Bearer ${all}` },
    data: { email },
  });
  expect(added.status()).toBe(201);
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByRole('status').getByText("You're offline")).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  await expect(page.getByRole('status').getByText("You're offline")).toHaveCount(0);
  await expect(page.getByText("Can't reach the service")).toHaveCount(0);
  await expect
    .poll(() => calls.filter((c) => c.url.includes(`q=${encodeURIComponent(email)}`)).at(-1)?.status)
    .toBe(200);
});

test('an unknown webhook id in the address gets a "no such webhook" page, not an error', async ({ page }) => {
  await page.goto(`/webhooks/987654321#key=${e2eKeys().all}`);
  await expect(page.getByText('No such webhook')).toBeVisible();
  await expect(page.getByText('There is no webhook with the ID 987654321')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'See all webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
});

test('a navigation badge whose code cannot load leaves the console working, without its count', async ({
  page,
}) => {
  // As when the service restarts while the page is open: the badge's chunk request finds no one.
  await page.route(/\/assets\/firing-count-badge-[\w-]+\.js$/, (route) => route.abort('connectionrefused'));
  await page.goto(`/suppressions#key=${e2eKeys().all}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Suppressions' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Alerts/ }),
  ).toBeVisible();
  await expect(page.getByText('This page failed to load')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('This page failed to load')).toHaveCount(0);
});
