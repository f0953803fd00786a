import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';
import { send, settle } from './support/messages';

/** A domain of this run's own, so the filters see only the messages this test sent. */
const domain = () => `act-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.test`;

const table = (page: Page) => page.getByRole('table', { name: 'Messages' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** Three messages to a fresh domain: a complaint, a hard bounce and a delivered order. */
async function seed(request: APIRequestContext) {
  const d = domain();
  const complaint = await send(request, `complaint@${d}`, 'Invoice #41 for November');
  const bounce = await send(request, `bounce@${d}`, 'Invoice #42 for November');
  const order = await send(request, `ann@${d}`, 'Order #7 has shipped');
  await settle(request, complaint, 'complained');
  await settle(request, bounce, 'hard_bounced');
  await settle(request, order, 'delivered');
  return { d, complaint, bounce, order };
}

test('filters held in the URL find messages; the keyboard opens one and Esc comes back to it', async ({
  page,
  request,
}) => {
  test.slow(); // one whole story: three messages through the simulator, then seven views of them
  const { d, complaint, bounce, order } = await seed(request);
  await page.goto(`/messages#key=${e2eKeys().all}`);
  await expect(page.getByRole('heading', { name: /^Activity/ })).toBeVisible();

  await page.getByLabel('Recipient', { exact: true }).fill(`@${d}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: /^Activity/ })).toContainText('3 messages');
  await expect(page).toHaveURL(new RegExp(`recipient=%40${d.replaceAll('.', '\\.')}`));
  await expect(rows(page).nth(0)).toContainText('Order #7 has shipped');
  await expect(rows(page).nth(2)).toContainText('Spam complaint');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Complained', exact: true }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Complained', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Complained', exact: true }).click();
  await page.getByLabel('Subject contains').fill('invoice #4');
  await expect(rows(page)).toHaveCount(2);

  // j moves down a row, Enter opens its timeline, Esc comes back to the same row of the same view.
  await rows(page).nth(0).focus();
  await page.keyboard.press('j');
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/messages/${complaint}$`));
  await expect(page.getByRole('heading', { name: 'Invoice #41 for November' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suppression' })).toContainText('after a spam complaint');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/subject=invoice/);
  await expect(rows(page).nth(1)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows(page).nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/messages/${bounce}$`));

  // A delivered message says it is not suppressed: the line is there for every message.
  await page.goto(`/messages/${order}`);
  await expect(page.getByText(/is not on the suppression list/)).toBeVisible();
  // Recent lookups name the subject, recipient and status, not a bare ID.
  await page.goto('/messages');
  const recent = page.getByRole('list', { name: 'Recent lookups' });
  await expect(recent).toContainText('Order #7 has shipped');
  await expect(recent).toContainText(`ann@${d}`);
  await expect(recent).toContainText('Invoice #41 for November');
});

test('new matching mail is announced, not slipped into the table', async ({ page, request }) => {
  const { d } = await seed(request);
  await page.goto(`/messages?recipient=%40${d}#key=${e2eKeys().all}`);
  await expect(rows(page)).toHaveCount(3);
  await send(request, `late@${d}`, 'A late arrival');
  const notice = page.getByRole('button', { name: '1 new message · Show' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(rows(page)).toHaveCount(3);
  await notice.click();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).nth(0)).toContainText('A late arrival');
  await expect(notice).toBeHidden();
});

test('exports the filtered view as CSV, built by the service', async ({ page, request }) => {
  const { d, complaint, bounce, order } = await seed(request);
  await page.goto(`/messages?recipient=%40${d}#key=${e2eKeys().all}`);
  await expect(rows(page)).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'id,created_at,status,to,from,subject,domain,last_event,last_event_at,delivered_at,bounce_class,stream',
  );
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([order, bounce, complaint]);
  // The hard bounce carries its reply's class; the others failed nowhere.
  expect(lines.slice(1).map((l) => l.split(',').at(-2))).toEqual(['', 'invalid_recipient', '']);
  expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(Array(3).fill('transactional'));
  await expect(page.getByRole('status').filter({ hasText: 'Exported 3 rows.' })).toBeVisible();
});

test('a recipient view shows its messages, its suppression and its events together', async ({
  page,
  request,
}) => {
  const { d } = await seed(request);
  await page.goto(`/messages?to=${encodeURIComponent(`complaint@${d}`)}#key=${e2eKeys().all}`);
  await expect(page.getByRole('region', { name: 'Suppression' })).toContainText('after a spam complaint');
  const events = page.getByRole('list', { name: 'Events of this recipient' });
  await expect(events.getByRole('listitem').first()).toContainText('Marked as spam by the recipient');
  await expect(events).toContainText('Delivered');
  await expect(events).toContainText('Invoice #41 for November');
  await expectAccessible(page);
});

test('on a phone the filters wait behind "Filters (n)", n counting those in use, and the rows come first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/messages?status=delivered,hard_bounced&range=7d#key=${e2eKeys().all}`);
  const toggle = page.getByRole('button', { name: 'Filters (3)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Recipient', { exact: true })).toBeHidden();
  await expect(table(page)).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide filters (3)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByLabel('Recipient', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A desktop shows them all, with no toggle.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('button', { name: /^(Hide filters|Filters) \(/ })).toBeHidden();
  await expect(page.getByLabel('Recipient', { exact: true })).toBeVisible();
});

test('the history note names the demo days whose messages are not written yet, never calling them empty', async ({
  page,
}) => {
  // The suite's store is a first start with its background history held back (SEED_BACKFILL=0):
  // the statistics count every demo day, the log keeps only the last week's messages.
  await page.goto(`/messages#key=${e2eKeys().all}`);
  const note = page.getByText(/Messages are kept for \d+ days; the oldest here is/);
  await expect(note).toBeVisible();
  await expect(note).toContainText(
    /The statistics count mail on \d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}, but its messages are not here \(yet\): those days are not empty\./,
  );
});
