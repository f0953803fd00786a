import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';
import { send, settle } from './support/messages';

/** Unique per run, so the simulator's addresses never collide with an earlier test's suppression. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function open(page: Page, path: string, key = e2eKeys().all) {
  await page.goto(`${path}#key=${key}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: /^Message ID( or recipient email)?$/ });
const timeline = (page: Page) => page.getByRole('list', { name: 'Events, oldest first' });

test('looks a message up by a pasted id and tells its whole story', async ({ page, request }) => {
  const id = await send(request, `hello+${unique()}@example.com`, 'Your receipt from Acme');
  await settle(request, id, 'delivered');
  await open(page, '/messages');
  await expectAccessible(page);

  await searchBox(page).fill(`  "<${id.toUpperCase()}>"  `);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${id}$`));
  await expect(page.getByRole('heading', { name: 'Your receipt from Acme' })).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/The recipient's mail server accepted the message/)).toBeVisible();
  const details = page.getByRole('complementary', { name: 'Message details' });
  await expect(details.getByText('Time to deliver')).toBeVisible();
  await expect(details).toContainText(/\d{2}:\d{2}:\d{2} UTC/);

  const rows = timeline(page).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Queued');
  await expect(rows.nth(1)).toContainText("Handed to the recipient's mail server");
  await expect(rows.nth(2)).toContainText('Delivered');
  await expect(rows.nth(2).getByText('TLS', { exact: true })).toBeVisible();
  await expect(rows.nth(2)).toContainText('250 2.0.0 OK');
  await expectAccessible(page);

  // The two answers as the service sent them, as text.
  await page.getByRole('button', { name: 'Raw JSON' }).click();
  await expect(page.getByRole('region', { name: `GET /api/v1/messages/${id}`, exact: true })).toContainText(
    `"id": "${id}"`,
  );
  await expect(page.getByRole('region', { name: `GET /api/v1/messages/${id}/events` })).toContainText(
    '"type": "delivered"',
  );
  await expectAccessible(page);

  // Deep link: the same view after a reload, raw JSON toggle included.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your receipt from Acme' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Raw JSON' })).toHaveAttribute('aria-pressed', 'true');
});

test('refuses what it cannot use inline and says when no message has an id', async ({ page }) => {
  await open(page, '/messages');
  await searchBox(page).fill('x!');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(searchBox(page)).toHaveAccessibleDescription(/at least 3 characters/);
  await expect(page).toHaveURL(/\/messages$/);

  await searchBox(page).fill('00000000-0000-4000-8000-000000000000');
  await searchBox(page).press('Enter');
  await expect(page.getByText('No message with this ID')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/messages/not-a-uuid');
  await expect(page.getByText('Not a valid message ID', { exact: true })).toBeVisible();
});

test('puts a domain, subject words or the start of an id into the activity filters', async ({ page }) => {
  await open(page, '/messages');
  await searchBox(page).fill('example.com');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/[?&]recipient=%40example\.com/);
  await expect(page.getByRole('searchbox', { name: 'Recipient', exact: true })).toHaveValue('@example.com');
  await expect(page.getByText('Filtering the activity below:')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Remove the filter recipient contains “@example.com”' }),
  ).toBeVisible();

  await searchBox(page).fill('Order #');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Subject contains' })).toHaveValue('Order #');
  await expect(page.getByRole('searchbox', { name: 'Recipient', exact: true })).toHaveValue('');

  await searchBox(page).fill('0b7e3f52');
  await searchBox(page).press('Enter');
  await expect(page.getByRole('searchbox', { name: 'Message ID starts with' })).toHaveValue('0b7e3f52');
  await expect(searchBox(page)).not.toHaveAttribute('aria-invalid', 'true');
});

test("lists a recipient's messages newest first, each opening its timeline", async ({ page, request }) => {
  const to = `jane.${unique()}@example.com`;
  await send(request, to, 'First: confirm your email');
  const second = await send(request, to, 'Second: your order has shipped');
  await open(page, '/messages');

  await searchBox(page).fill(`Jane <${to.toUpperCase()}>`);
  await searchBox(page).press('Enter');
  const results = page.getByRole('list', { name: `Messages to ${to}` });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(results.getByRole('listitem').nth(0)).toContainText('Second: your order has shipped');
  await expect(results.getByRole('listitem').nth(1)).toContainText('First: confirm your email');
  await expectAccessible(page);

  await results.getByRole('link', { name: 'Second: your order has shipped' }).click();
  await expect(page).toHaveURL(new RegExp(`/messages/${second}$`));
  await expect(page.getByRole('heading', { name: 'Second: your order has shipped' })).toBeVisible();

  // From the detail, the recipient leads back to all their messages.
  await page.getByRole('link', { name: to }).click();
  await expect(results.getByRole('listitem')).toHaveCount(2);
});

test('follows a message live from queued to delivered, then watches for engagement', async ({
  page,
  request,
}) => {
  await open(page, '/messages');
  // softbounce@ is the longest road to delivered: queued, sent, soft bounce, sent, delivered.
  const id = await send(request, `softbounce+${unique()}@example.com`, 'Live: your order has shipped');
  await searchBox(page).fill(id);
  await searchBox(page).press('Enter');

  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText(/The recipient's mail server accepted the message/)).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeHidden();
  const rows = timeline(page).getByRole('listitem');
  await expect(rows.last()).toContainText('Delivered');
  await expect(timeline(page)).toContainText('Soft bounce');
  await expect(timeline(page)).toContainText('452 4.2.2 The recipient mailbox is full');
  await expect(page.getByText(/following 1 soft bounce/)).toBeVisible();
  // Opens, clicks and complaints can still come: the page says it keeps watching, and until when.
  await expect(
    page.getByText(/Watching for opens, clicks and complaints until \d\d:\d\d UTC$/),
  ).toBeVisible();
});

test('shows the suppression a hard bounce caused and links to it', async ({ page, request }) => {
  const to = `bounce+${unique()}@example.com`;
  const id = await send(request, to, 'Reset your password');
  await open(page, `/messages/${id}`);

  // The page follows the message to its hard bounce on its own.
  const suppression = page.getByRole('region', { name: 'Suppression' });
  await expect(suppression).toContainText('Suppressed.');
  await expect(suppression).toContainText('after a hard bounce');
  await expect(timeline(page)).toContainText('Hard bounce');
  await expect(timeline(page)).toContainText('550 5.1.1');
  await expectAccessible(page);

  await suppression.getByRole('link', { name: 'View in suppressions' }).click();
  await expect(page).toHaveURL(`/suppressions?q=${encodeURIComponent(to)}`);
});

test('shows complaints, opens and clicks that arrive after delivery', async ({ page, request }) => {
  const complaint = await send(request, `complaint+${unique()}@example.com`, 'Last chance: 20% off');
  await settle(request, complaint, 'complained');

  await open(page, `/messages/${complaint}`);
  await expect(page.getByText('Complained', { exact: true })).toBeVisible();
  await expect(timeline(page)).toContainText('Marked as spam by the recipient');
  await expect(page.getByRole('region', { name: 'Suppression' })).toContainText('after a spam complaint');

  // Opened at once, before delivery: opens and clicks come after the final status, and the page
  // keeps following without a Refresh.
  const click = await send(request, `click+${unique()}@example.com`, 'Welcome to Acme');
  await page.goto(`/messages/${click}`);
  await expect(
    page.getByText(/Watching for opens, clicks and complaints until \d\d:\d\d UTC$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeHidden();
  await expect(timeline(page)).toContainText('Link clicked', { timeout: 20_000 });
  const clicked = timeline(page).getByRole('listitem').last();
  await expect(
    clicked.getByRole('link', { name: 'https://example.com/welcome?utm_source=email' }),
  ).toBeVisible();
  await expect(clicked).toContainText('Mozilla/5.0');
  await expect(timeline(page)).toContainText('Opened');
});

test('keys without the permissions get words, not errors', async ({ page, request }) => {
  const id = await send(request, `bounce+${unique()}@example.com`, 'Your card expires soon');
  await settle(request, id, 'hard_bounced');

  await open(page, `/messages/${id}`, e2eKeys().stats);
  await expect(page.getByText(/needs a key with the admin permission/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View in suppressions' })).toHaveCount(0);

  // Signed in already, so a link with another key asks first (issue 30's login CSRF): switch.
  await page.goto(`/messages/${id}#key=${e2eKeys().admin}`);
  await page.getByRole('button', { name: 'Switch to e2e admin' }).click();
  await expect(
    page.getByText('This page needs the stats permission. Your API key has: admin.'),
  ).toBeVisible();
});

test('shows recent lookups by subject, recipient and status, keeps only their ids, and clears them', async ({
  page,
  request,
}) => {
  const to = `recent+${unique()}@example.com`;
  const id = await send(request, to, 'Private subject line');
  await open(page, `/messages/${id}`);
  await expect(page.getByRole('heading', { name: 'Private subject line' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Messages' }).click();
  const recent = page.getByRole('list', { name: 'Recent lookups' });
  // Read from the service with the current key; the device holds the id alone.
  const item = recent.getByRole('link', { name: /Private subject line/ });
  await expect(item).toContainText(to);
  await expect(item).toHaveAttribute('href', `/messages/${id}`);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain(id);
  expect(stored).not.toContain('Private subject line');
  expect(stored).not.toContain('recent+');

  await page.getByRole('button', { name: 'Clear recent lookups' }).click();
  await expect(recent).toHaveCount(0);
});
