import { expect, test, type Page } from '@playwright/test';
import { otherServiceKey } from './support/other-service';

/**
 * Every page's documented jobs against another spec-following service (e2e/support/other-service.ts)
 * that decided the open points differently: served by `API_BASE_URL=… npm start`, in real Chromium.
 */
const dashboard = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8790) + 41}`;
const open = async (page: Page, path: string) => {
  await page.goto(`${dashboard}${path}#key=${otherServiceKey}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};
const rows = (page: Page) => page.getByRole('row');

test('suppressions: list, add (200, empty data), a refusal in its own words, remove (204) and undo', async ({
  page,
}) => {
  await open(page, '/suppressions');
  await expect(rows(page).filter({ hasText: 'angry@other.example' })).toBeVisible();

  await page.getByRole('button', { name: 'Add suppression' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add suppression' });
  await dialog.getByLabel('Email').fill('new.person@other.example');
  await dialog.getByRole('button', { name: 'Add suppression' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('new.person@other.example is now suppressed')).toBeVisible();
  await expect(page.getByText('Unexpected response')).toHaveCount(0);
  await expect(rows(page).filter({ hasText: 'new.person@other.example' })).toBeVisible();

  // The same address again: the service refuses in its own shape ({"message": …}), shown as said.
  await page.getByRole('button', { name: 'Add suppression' }).click();
  await dialog.getByLabel('Email').fill('new.person@other.example');
  await dialog.getByRole('button', { name: 'Add suppression' }).click();
  await expect(dialog.getByText('Already suppressed')).toBeVisible();
  await expect(dialog.getByText(/unknown format/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const row = rows(page).filter({ hasText: 'left@other.example' });
  await row.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this suppression?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('left@other.example is suppressed again')).toBeVisible();
  await expect(rows(page).filter({ hasText: 'left@other.example' })).toBeVisible();
});

test('suppressions: the detail panel without origins or a message list says so quietly', async ({ page }) => {
  await open(page, '/suppressions');
  await rows(page).filter({ hasText: 'angry@other.example' }).getByText('angry@other.example').click();
  const panel = page.getByRole('dialog', { name: 'angry@other.example' });
  await expect(panel).toContainText("This service doesn't say where its suppressions come from.");
  await expect(panel).toContainText("This service doesn't list messages by recipient.");
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(rows(page).filter({ hasText: 'angry@other.example' })).toBeFocused();
});

test('messages: no activity log, the timeline by id, with an event type the spec does not list', async ({
  page,
}) => {
  await open(page, '/messages');
  // Without the activity log the page explains where IDs come from; lookup by ID stays.
  await expect(page.getByRole('heading', { name: 'Where to find a message ID' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Activity/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await page.getByRole('searchbox').first().fill('4f7c2a9e-1b3d-4e5f-8a6b-0c1d2e3f4a5b');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt #8812' })).toBeVisible();
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/archived/i).first()).toBeVisible();
});

test('messages: the timeline shows replies without a classification field as written, and the explain tool reads them', async ({
  page,
}) => {
  await open(page, '/messages/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
  await expect(page.getByRole('heading', { name: 'Welcome aboard' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Events, oldest first' }).getByRole('listitem');
  const bounced = items.filter({ hasText: 'DMARC policy' });
  // No class the service did not store (issue 52): the reply as written, and where to explain it.
  await expect(bounced).toContainText('The service sent no classification for this reply');
  await expect(bounced).not.toContainText('Your side');
  await expect(bounced).not.toContainText('What to do:');
  // The explain tool works here too: this service has no classifier, so the browser explains.
  await bounced.getByRole('link', { name: 'Paste it into Explain a bounce' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explain a bounce' })).toBeVisible();
  await page
    .getByLabel('SMTP reply or bounce message')
    .fill('550 5.1.1 <nobody@other.example>: Recipient address rejected: User unknown');
  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  const result = page.getByRole('region', { name: 'Explanation' });
  await expect(result).toContainText('Invalid recipient');
  await expect(result).toContainText('Explained in this browser');
});

test('statistics in the service own format are shown as found, never a blank page', async ({ page }) => {
  await open(page, '/stats');
  await expect(page.getByText('This service reports statistics in its own format')).toBeVisible();
  await expect(page.getByText('bounces.hard')).toBeVisible();
  await expect(page.getByText('1,280')).toBeVisible();
  await expect(page.getByRole('img', { name: 'delivered per day' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: '2026-11-15' })).toBeVisible();
  // Its format has no comparison: the range summary does not claim one.
  await expect(page.locator('#range-summary')).toContainText('days, UTC');
  await expect(page.locator('#range-summary')).not.toContainText('compared with');
  // It has no /stats/bounces: the page says so instead of a "Why mail failed" section.
  await expect(
    page
      .getByRole('region', { name: 'Why mail failed' })
      .getByText('This service does not report why mail failed'),
  ).toBeVisible();
});

test('webhooks: listed without a total, created without a secret, deleted (204)', async ({ page }) => {
  await open(page, '/webhooks');
  await expect(page.getByText('https://hooks.other.example/in')).toBeVisible();
  await expect(page.getByText(/expected number/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Add webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook' });
  await dialog.getByLabel('URL').fill('https://hooks.other.example/second');
  await dialog.getByRole('checkbox', { name: 'bounced', exact: true }).check();
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  const created = page.getByRole('dialog', { name: 'Webhook created' });
  await expect(created).toContainText('did not send a signing secret');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('https://hooks.other.example/second')).toBeVisible();

  await page.getByText('https://hooks.other.example/second').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete webhook?' })
    .getByRole('button', { name: 'Delete webhook' })
    .click();
  await expect(page.getByText('https://hooks.other.example/second')).toHaveCount(0);
});

test('pages for extensions it lacks say so: API keys and the audit log', async ({ page }) => {
  await open(page, '/keys');
  await expect(page.getByText("This service doesn't manage keys here")).toBeVisible();
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page.getByText('This service keeps no audit log')).toBeVisible();
  // The sidebar lists what the probes found, without 403-only requests for what the key may do.
  await expect(page.getByText('Key permissions:')).toBeVisible();
});

test('alerts: the page says the service does not offer them, and no count or banner appears', async ({
  page,
}) => {
  await open(page, '/alerts');
  await expect(page.getByText('This service does not offer alerts')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Alerts', exact: true })).toBeVisible();
  await open(page, '/stats');
  await expect(page.getByRole('region', { name: 'Firing alerts' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Alert me/ })).toHaveCount(0);
});

test('domains: a service without sending domains says so, and the navigation stops offering them', async ({
  page,
}) => {
  await open(page, '/domains');
  await expect(page.getByText("This service doesn't list sending domains")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add domain' })).toHaveCount(0);
  // The list's refusal is the capability's answer: the Domains item goes from the navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Domains', exact: true })).toHaveCount(0);
  // A message's failure explained there links to no domain page it cannot have.
  await open(page, '/stats');
  await expect(page.getByRole('link', { name: /DNS records/ })).toHaveCount(0);
});

test('people and sender rules: a service without them keeps the API-key sign-in and offers neither page', async ({
  page,
}) => {
  // Signed out: no `GET /auth/methods` there, so the connect screen for an API key, as before people.
  await page.goto(`${dashboard}/`);
  await expect(page.getByLabel('API key')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);

  // Each page's refusal is the capability's answer: its item goes from the navigation.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await open(page, '/people');
  await expect(page.getByText('This service has no people')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'People', exact: true })).toHaveCount(0);
  await open(page, '/compliance');
  await expect(page.getByText('This service has no sender-rules checklist')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sender rules', exact: true })).toHaveCount(0);
  // Its messages have no stream: the activity log offers no Stream filter.
  await open(page, '/messages');
  await expect(page.getByLabel('Stream')).toHaveCount(0);
});
