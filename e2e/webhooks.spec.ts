import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { e2eKeys } from './support/keys';

/**
 * Against the real service (ALLOW_LOOPBACK_WEBHOOKS=1, WEBHOOK_RETRY_SCHEDULE=1,1,1): a real HTTP
 * receiver on loopback, a webhook created in the browser, a real message's delivery arriving signed.
 */
interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}
type Mode = 'flaky' | 'up' | 'down';

async function startReceiver() {
  const hits: Hit[] = [];
  const state = { mode: 'flaky' as Mode };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = req.headers['x-service-delivery-id'];
      const firstTry = !hits.some((h) => h.headers['x-service-delivery-id'] === id);
      // flaky: each delivery's first attempt fails, its retry succeeds.
      const status = state.mode === 'down' ? 503 : state.mode === 'flaky' && firstTry ? 500 : 200;
      hits.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      res
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status === 200 ? 'thanks' : `not now (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/relaydesk-e2e`,
    hits,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hmac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

test('a webhook created in the browser receives signed deliveries; attempts, test, retry, rotation and delete work', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  const { all, send } = e2eKeys();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  try {
    await page.goto(`/webhooks#key=${all}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Webhooks' })).toBeVisible();
    await expectAccessible(page);

    let secret = '';
    await test.step('create it in the UI; the secret is shown once', async () => {
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add webhook' });
      await expect(dialog.getByLabel('URL')).toBeFocused();
      // Bounced and complained come ticked; untick them to see the form ask for one.
      await expect(dialog.getByRole('checkbox', { name: 'bounced', exact: true })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'complained', exact: true })).toBeChecked();
      await dialog.getByRole('checkbox', { name: 'bounced', exact: true }).uncheck();
      await dialog.getByRole('checkbox', { name: 'complained', exact: true }).uncheck();
      await dialog
        .getByLabel('URL')
        .fill(receiver.url.replace('http://127.0.0.1', 'http://hooks.example.com'));
      await dialog.getByRole('button', { name: 'Add webhook' }).click();
      await expect(
        dialog.getByText('Must use https:// (plain http:// is allowed only to localhost).'),
      ).toBeVisible();
      await expect(dialog.getByText('Choose at least one event type.')).toBeVisible();
      await expectAccessible(page);

      await dialog.getByLabel('URL').fill(receiver.url);
      await dialog.getByRole('checkbox', { name: 'delivered', exact: true }).check();
      await dialog.getByRole('button', { name: 'Add webhook' }).click();

      const created = page.getByRole('dialog', { name: 'Webhook created' });
      await expect(created.getByText("Copy this secret now. It won't be shown again.")).toBeVisible();
      secret = await created.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32,}$/);
      await created.getByRole('button', { name: 'Copy secret' }).click();
      await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await expectAccessible(page);
      await created.getByRole('button', { name: 'Done' }).click();

      await expect(page.getByRole('link', { name: receiver.url })).toBeVisible();
      expect(await page.content()).not.toContain(secret);
      await page.reload();
      await expect(page.getByRole('link', { name: receiver.url })).toBeVisible();
      expect(await page.content()).not.toContain(secret);
      expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
        secret,
      );
    });

    let raw = { body: '', signature: '' };
    const subject = `E2E webhook ${Date.now()}`;
    await test.step('a real message: its delivery fails once, is retried, and verifies', async () => {
      const sent = await request.post('/api/v1/messages', {
        headers: { Authorization: `Bearer ${send}` },
        data: { to: 'reader@example.com', subject },
      });
      expect(sent.status()).toBe(202);
      const messageId = ((await sent.json()) as { data: { message: { id: string } } }).data.message.id;

      await expect
        .poll(() => receiver.hits.filter((h) => h.body.includes(messageId)).map((h) => h.status), {
          timeout: 20_000,
        })
        .toEqual([500, 200]);
      const [first, second] = receiver.hits.filter((h) => h.body.includes(messageId));
      expect(second!.headers['x-service-delivery-id']).toBe(first!.headers['x-service-delivery-id']);
      expect(second!.body).toBe(first!.body);
      expect(second!.headers['content-type']).toBe('application/json');
      expect(second!.headers['x-service-event']).toBe('delivered');
      const body = JSON.parse(second!.body) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['event_type', 'timestamp', 'data']);
      expect(body).toMatchObject({ event_type: 'delivered', data: { message_id: messageId, subject } });
      // An independent HMAC over the raw bytes.
      raw = { body: second!.body, signature: String(second!.headers['x-service-signature']) };
      expect(raw.signature).toBe(`sha256=${hmac(secret, raw.body)}`);
    });

    await test.step('the signature tool agrees, and explains a broken copy', async () => {
      await page.getByRole('tab', { name: 'Verify a signature' }).click();
      const form = page.getByRole('form', { name: 'Verify a signature' });
      await form.getByLabel('Raw request body').fill(raw.body);
      await form.getByLabel('X-Service-Signature header').fill(raw.signature);
      await form.getByLabel('Signing secret').fill(secret);
      await form.getByRole('button', { name: 'Verify signature' }).click();
      await expect(form.getByText('Valid signature')).toBeVisible();
      await expect(form.getByText(raw.signature, { exact: true })).toBeVisible();

      await form.getByLabel('Raw request body').fill(JSON.stringify(JSON.parse(raw.body), null, 2));
      await form.getByRole('button', { name: 'Verify signature' }).click();
      await expect(form.getByText('Signature does not match')).toBeVisible();
      await expect(
        form.getByText(/Re-serialised JSON\. The signature matches this JSON written compactly/),
      ).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('the detail view shows both attempts, newest first, with their status codes', async () => {
      await page.getByRole('tab', { name: 'Endpoints' }).click();
      await page.getByRole('link', { name: receiver.url }).click();
      await expect(page.getByRole('heading', { level: 1, name: receiver.url })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: subject });
      await expect(row).toContainText('Succeeded');
      await expect(row).toContainText('2 attempts');
      await row.getByRole('button', { name: 'Show attempts' }).click();
      const attempts = page.getByRole('region', { name: 'Attempts' }).getByRole('listitem');
      await expect(attempts).toHaveCount(2);
      await expect(attempts.nth(0)).toContainText(/Attempt 2\s*HTTP 200/);
      await expect(attempts.nth(1)).toContainText(/Attempt 1\s*HTTP 500/);
      await expect(attempts.nth(1)).toContainText('not now (500)');
      await expect(page).toHaveURL(/delivery=[0-9a-f-]{36}/);
      await expectAccessible(page);
    });

    await test.step('the request shows every header sent; "Verify this delivery" checks it', async () => {
      const request = page.getByRole('region', { name: 'Request' });
      const sent = receiver.hits.find((h) => h.body.includes(subject))!;
      await expect(request).toContainText(String(sent.headers['x-service-signature']));
      await expect(request).toContainText('User-Agent');
      await request.getByRole('link', { name: 'Verify this delivery' }).click();
      const form = page.getByRole('form', { name: 'Verify a signature' });
      await expect(form.getByLabel('X-Service-Signature header')).toHaveValue(
        String(sent.headers['x-service-signature']),
      );
      await expect(form.getByLabel('Raw request body')).toHaveValue(sent.body);
      await form.getByLabel('Signing secret').fill(secret);
      await form.getByRole('button', { name: 'Verify signature' }).click();
      await expect(form.getByText('Valid signature')).toBeVisible();
      // The checker leads back to the webhook it came from.
      await page.getByRole('link', { name: "Back to the webhook's deliveries" }).click();
      await expect(page.getByRole('heading', { level: 1, name: receiver.url })).toBeVisible();
    });

    await test.step('send a test event: the answer shows inline', async () => {
      receiver.state.mode = 'up';
      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.getByText('Test event delivered')).toBeVisible();
      await expect(page.getByText(/^HTTP 200 in \d+ ms\.$/)).toBeVisible();
      const last = receiver.hits.at(-1)!;
      expect(last.body).toContain('Relaydesk test event');
      expect(JSON.parse(last.body).test).toBe(true);
      await expect(page.getByRole('row').filter({ hasText: 'Relaydesk test event' }).first()).toContainText(
        'test',
      );
      expect(last.headers['x-service-signature']).toBe(`sha256=${hmac(secret, last.body)}`);
    });

    await test.step('a delivery that failed every attempt can be retried by hand', async () => {
      receiver.state.mode = 'down';
      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.getByText('Test event failed')).toBeVisible();
      await expect(page.getByText(/^HTTP 503 in \d+ ms\. It is in the log below/)).toBeVisible();
      const failedId = receiver.hits.at(-1)!.headers['x-service-delivery-id'];
      // The schedule (1 s, 1 s, 1 s) runs out; the log refreshes itself while retries are due.
      const row = page.getByRole('row').filter({ hasText: 'Relaydesk test event' }).first();
      await expect(row).toContainText('Failed', { timeout: 20_000 });
      await expect(row).toContainText('4 attempts');

      receiver.state.mode = 'up';
      await row.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(/^Retried delivered delivery: HTTP 200 in \d+ ms\.$/)).toBeVisible();
      await expect(row).toContainText('Succeeded');
      await expect(row.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      expect(receiver.hits.at(-1)!.headers['x-service-delivery-id']).toBe(failedId);
      expect(
        receiver.hits.filter((h) => h.headers['x-service-delivery-id'] === failedId).map((h) => h.status),
      ).toEqual([503, 503, 503, 503, 200]);
    });

    await test.step('rotate the secret: the new one is shown once and signs from then on', async () => {
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      const confirm = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
      await confirm.getByRole('button', { name: 'Rotate secret' }).click();
      const shown = page.getByRole('dialog', { name: 'New signing secret' });
      await expect(shown.getByText("Copy this secret now. It won't be shown again.")).toBeVisible();
      const rotated = await shown.getByLabel('Signing secret').inputValue();
      expect(rotated).toMatch(/^whsec_/);
      expect(rotated).not.toBe(secret);
      await shown.getByRole('button', { name: 'Done' }).click();
      expect(await page.content()).not.toContain(rotated);

      await page.getByRole('button', { name: 'Send test event' }).click();
      await expect(page.getByText('Test event delivered')).toBeVisible();
      const last = receiver.hits.at(-1)!;
      expect(last.headers['x-service-signature']).toBe(`sha256=${hmac(rotated, last.body)}`);
    });

    await test.step('delete it, after a confirmation that names the URL', async () => {
      await page.getByRole('button', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete webhook?' });
      await expect(dialog).toContainText(`${receiver.url} stops receiving events at once.`);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Delete webhook' }).click();
      await expect(page).toHaveURL(/\/webhooks$/);
      await expect(page.getByRole('list', { name: 'Webhooks' })).toBeVisible();
      await expect(page.getByRole('link', { name: receiver.url })).toHaveCount(0);
      const list = await request.get('/api/v1/webhooks', { headers: { Authorization: `Bearer ${all}` } });
      expect(await list.text()).not.toContain(receiver.url);
    });
  } finally {
    await receiver.close();
  }
});

test('the webhooks page reads well in dark mode too (axe)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/webhooks?tab=verify#key=${e2eKeys().all}`);
  await expect(page.getByRole('form', { name: 'Verify a signature' })).toBeVisible();
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  await page.getByRole('button', { name: 'Verify signature' }).click();
  await expect(page.getByText('Valid signature')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Endpoints' }).click();
  await expect(page.getByRole('list', { name: 'Webhooks' })).toBeVisible();
  await expectAccessible(page);
});
