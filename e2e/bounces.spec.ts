import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';
import { send, settle } from './support/messages';

/** Unique per run, so the simulator's addresses never collide with an earlier run's suppression. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every new simulator story (README's table), the status it ends in, and the class it is told as. */
const scenarios = [
  { local: 'block', status: 'hard_bounced', label: 'Sender reputation', side: 'Your side' },
  { local: 'dmarc', status: 'hard_bounced', label: 'Authentication', side: 'Your side' },
  { local: 'spam', status: 'hard_bounced', label: 'Content', side: 'Your side' },
  { local: 'content', status: 'hard_bounced', label: 'Content', side: 'Your side' },
  { local: 'full', status: 'hard_bounced', label: 'Mailbox unavailable', side: "Recipient's side" },
  { local: 'policy', status: 'hard_bounced', label: 'Policy', side: 'Your side' },
  { local: 'throttle', status: 'delivered', label: 'Rate limited', side: 'Your side' },
  { local: 'greylist', status: 'delivered', label: 'Temporary problem', side: 'Temporary' },
] as const;

const timeline = (page: Page) => page.getByRole('list', { name: 'Events, oldest first' });

test('a message to each new simulator story shows its class, side and advice on its timeline', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const domain = `why-${unique()}.example.test`;
  const ids = [];
  for (const s of scenarios) ids.push(await send(request, `${s.local}@${domain}`, `Why ${s.local}`));
  for (const [i, s] of scenarios.entries()) await settle(request, ids[i]!, s.status);

  for (const [i, s] of scenarios.entries()) {
    await page.goto(`/messages/${ids[i]}#key=${e2eKeys().all}`);
    await expect(page.getByRole('heading', { name: `Why ${s.local}` })).toBeVisible();
    // The failure (a bounce, or the deferrals before delivery) explained beside its raw reply.
    const explained = timeline(page).getByRole('listitem').filter({ hasText: 'What to do:' }).first();
    await expect(explained).toContainText(s.label);
    await expect(explained).toContainText(s.side);
    await expect(explained).toContainText(/[45]\d\d[ -][245]\.\d/);
  }
  await expectAccessible(page);
});

const gmailDmarc = `Delivery to the following recipient failed permanently:

     someone@customer.example

Technical details of permanent failure:
The recipient server did not accept our requests to connect.
550-5.7.26 Unauthenticated email from sender.example is not accepted due to domain's
550-5.7.26 DMARC policy. Please contact the administrator of sender.example domain if
550-5.7.26 this was a legitimate mail. To learn about the DMARC initiative, go to the
550 5.7.26 Gmail Help Center. - gsmtp`;

const microsoftNdr = `Delivery has failed to these recipients or groups:

nobody@customer.example
The email address you entered couldn't be found. Please check the recipient's email address and try to
resend the message. If the problem continues, please contact your helpdesk.

Diagnostic information for administrators:

Generating server: MW4PR01MB0001.prod.outlook.test

nobody@customer.example
Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'

Original message headers:

Received: from mail.sender.example (127.0.0.1) by MW4PR01MB0001.prod.outlook.test
Subject: Your invoice`;

test('Explain a bounce explains a pasted Gmail DMARC refusal and a whole Microsoft NDR', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(`/messages#key=${e2eKeys().stats}`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explain a bounce' })
    .click();
  await expect(page).toHaveURL(/\/bounces\/explain$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explain a bounce' })).toBeVisible();
  const field = page.getByLabel('SMTP reply or bounce message');
  const result = page.getByRole('region', { name: 'Explanation' });

  await field.fill(gmailDmarc);
  await page.getByRole('button', { name: 'Explain', exact: true }).click();
  await expect(result).toContainText('1 reply found. Explained by the service.');
  await expect(result).toContainText('550 5.7.26');
  await expect(result).toContainText('Authentication');
  await expect(result).toContainText('Your side');
  await expect(result).toContainText('What to do:');
  // Pasted text never goes into the address.
  expect(page.url()).not.toContain('5.7.26');

  await field.fill(microsoftNdr);
  await field.press('Control+Enter');
  await expect(result).toContainText('550 5.1.10 RESOLVER.ADR.RecipientNotFound');
  await expect(result).toContainText('Invalid recipient');
  await expect(result).toContainText("Recipient's side");
  await expectAccessible(page);
});

type Row = { id: number; email: string; created_at: string; source?: Record<string, unknown> };

async function suppressedIn(request: APIRequestContext, domain: string) {
  const res = await request.get('/api/v1/suppressions', {
    headers: { Authorization: `Bearer ${e2eKeys().all}` },
    params: { q: domain, order: 'email_asc' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { suppressions: Row[] } }).data.suppressions;
}

test('sender-side suppressions are reviewed, removed and restored by Undo exactly', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const domain = `review-${unique()}.example.test`;
  const ids = [];
  for (const local of ['block', 'dmarc', 'bounce'])
    ids.push(await send(request, `${local}@${domain}`, `Review ${local}`));
  for (const id of ids) await settle(request, id, 'hard_bounced');
  // The service suppresses every hard bounce, whose fault it was or not.
  const before = await suppressedIn(request, domain);
  expect(before.map((r) => r.email)).toEqual([`block@${domain}`, `bounce@${domain}`, `dmarc@${domain}`]);

  await page.goto(`/suppressions?q=${domain}#key=${e2eKeys().all}`);
  const table = page.getByRole('table', { name: 'Suppressed addresses' });
  const row = (local: string) => table.getByRole('row').filter({ hasText: `${local}@${domain}` });
  await expect(row('dmarc')).toContainText('Authentication');
  await expect(row('dmarc')).toContainText('Your side');
  await expect(row('bounce')).toContainText("Recipient's side");

  await page.getByRole('button', { name: 'Sender-side bounces (probably fine addresses)' }).click();
  await expect(page).toHaveURL(/bounce_side=sender/);
  await expect(row('bounce')).toHaveCount(0);
  await expect(table.getByRole('row')).toHaveCount(3);
  const review = page.getByRole('region', { name: /Review sender-side bounces/ });
  await expect(review).toContainText('refused because of your sending');
  await expect(review).toContainText('Fix the cause first');
  const removeAll = review.getByRole('button', { name: 'Remove all 2…' });
  await expect(removeAll).toBeDisabled();
  await expectAccessible(page);
  await review.getByRole('checkbox', { name: 'I have fixed the cause of these refusals' }).check();
  await removeAll.click();

  const dialog = page.getByRole('dialog', { name: 'Remove all 2 matching suppressions?' });
  await expect(dialog).toContainText('Failure side');
  await expect(dialog).toContainText('Your side');
  await dialog.getByRole('button', { name: 'Remove 2' }).click();
  const finished = page.getByRole('dialog', { name: 'Removal finished' });
  await expect(finished).toContainText('Removed 2 suppressions.');
  expect((await suppressedIn(request, domain)).map((r) => r.email)).toEqual([`bounce@${domain}`]);

  await finished.getByRole('button', { name: 'Undo: put back 2' }).click();
  await expect(finished).toContainText('Put back 2.');
  // Exactly as they were: same ids, dates, origins (the causing reply and its classification).
  expect(await suppressedIn(request, domain)).toEqual(before);
  await finished.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(row('block')).toContainText('Sender reputation');
});
