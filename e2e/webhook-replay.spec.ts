import { expect, test } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectAccessible } from './support/axe';
import { e2eKeys } from './support/keys';

/** A loopback receiver that keeps every delivery id, body and signature it is sent. */
async function startReceiver() {
  const hits: { id: string; body: string; signature: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({
        id: String(req.headers['x-service-delivery-id']),
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['x-service-signature']),
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/replay-e2e`,
    hits,
    timesSent: (id: string) => hits.filter((h) => h.id === id).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const signed = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

test('replay shows the count, sends the deliveries again under their ids; a staged rotation shows its takeover', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const receiver = await startReceiver();
  const headers = { authorization: `Bearer ${e2eKeys().admin}` };
  try {
    // Subscribed to complaints only, so other tests' traffic adds nothing to this webhook's log.
    const created = await request.post('/api/v1/webhooks', {
      headers,
      data: { url: receiver.url, event_types: ['complained'] },
    });
    const { webhook } = (await created.json()).data as { webhook: { id: number; secret: string } };
    const sent: string[] = [];
    for (let i = 0; i < 2; i++) {
      const test = await request.post(`/api/v1/webhooks/${webhook.id}/test`, { headers });
      sent.push(((await test.json()).data as { delivery: { id: string } }).delivery.id);
    }
    expect(sent.map(receiver.timesSent)).toEqual([1, 1]);

    await page.goto(`/webhooks/${webhook.id}#key=${e2eKeys().all}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(receiver.url);
    await page.getByRole('button', { name: 'Replay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Replay deliveries' });
    await expect(dialog.getByRole('button', { name: 'Last hour' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText('2 deliveries will be sent again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Custom' }).click();
    await expect(dialog.getByLabel('Since (your local time)')).toBeVisible();
    await expectAccessible(page, 'dialog');
    await dialog.getByRole('button', { name: 'Last hour' }).click();
    await dialog.getByRole('checkbox', { name: 'Failed deliveries only' }).check();
    await expect(dialog.getByText('No deliveries match: nothing would be sent.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm replay' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Failed deliveries only' }).uncheck();
    await expect(dialog.getByText('2 deliveries will be sent again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm replay' }).click();

    const progress = page.getByRole('dialog', { name: 'Replaying deliveries' });
    await expect(progress.getByText(/2 deliveries were queued again/)).toBeVisible();
    await expect.poll(() => sent.map(receiver.timesSent), { timeout: 30_000 }).toEqual([2, 2]);
    await expect(progress.getByRole('status')).toHaveText(/Nothing is waiting any more/, { timeout: 20_000 });
    await progress.getByRole('button', { name: 'Done' }).click();
    await expect(
      page.getByRole('region', { name: 'History' }).getByText('Deliveries replayed'),
    ).toBeVisible();

    // Staged rotation: the current secret keeps signing until the new one takes over.
    await page.getByRole('button', { name: 'Rotate secret' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret?' });
    await rotate.getByRole('radio', { name: 'After' }).check();
    await expectAccessible(page, 'dialog');
    await rotate.getByRole('spinbutton', { name: 'Hours until the new secret takes over' }).fill('6');
    await rotate.getByRole('button', { name: 'Rotate secret' }).click();
    const revealed = page.getByRole('dialog', { name: 'New signing secret' });
    await expect(revealed.getByRole('status')).toContainText('New secret takes over at');
    await revealed.getByRole('button', { name: 'Done' }).click();
    const note = page.getByRole('note').filter({ hasText: 'New secret takes over at' });
    await expect(note).toContainText('Deliveries are signed with the current secret');
    const listed = await (await request.get('/api/v1/webhooks', { headers })).json();
    const takesOver = listed.data.webhooks.find((w: { id: number }) => w.id === webhook.id).secret_rotates_at;
    expect(Date.parse(takesOver) - Date.now()).toBeGreaterThan(5 * 3_600_000);
    await expect(note.locator('time')).toHaveAttribute('datetime', takesOver);
    // The note's key icon is drawn at its own small size at every width (it once took the whole
    // page and clipped the note), and on a phone the page with the note scrolls nowhere sideways.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const icon = (await note.locator('svg').boundingBox())!;
      const box = (await note.boundingBox())!;
      expect(icon.width, `icon at ${width} px`).toBeLessThanOrEqual(20);
      expect(icon.height, `icon at ${width} px`).toBeLessThanOrEqual(20);
      expect(box.x + box.width, `note at ${width} px`).toBeLessThanOrEqual(width);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        `sideways at ${width} px`,
      ).toBe(0);
    }

    await request.post(`/api/v1/webhooks/${webhook.id}/test`, { headers });
    const last = receiver.hits.at(-1)!;
    expect(last.signature).toBe(signed(webhook.secret, last.body));
  } finally {
    await receiver.close();
  }
});
