import { expect, test } from '@playwright/test';
import { e2eKeys } from './support/keys';

/** Edit in place and pause/resume, in Chromium against the real service. */
test('a webhook is edited in place (same id, history kept) and paused, then resumed', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${e2eKeys().admin}` };
  const created = await request.post('/api/v1/webhooks', {
    headers,
    data: { url: 'http://127.0.0.1:9/edit-me', event_types: ['delivered'] },
  });
  const { webhook } = (await created.json()).data as { webhook: { id: number } };
  await page.goto(`/webhooks/${webhook.id}#key=${e2eKeys().all}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('http://127.0.0.1:9/edit-me');

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit webhook' });
  await dialog.getByLabel('URL').fill('https://[::ffff:a00:5]/hooks');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText(/private, link-local or reserved/)).toBeVisible();
  await dialog.getByLabel('URL').fill('http://127.0.0.1:9/edited');
  await dialog.getByRole('checkbox', { name: 'bounced', exact: true }).check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('http://127.0.0.1:9/edited');
  await expect(page).toHaveURL(new RegExp(`/webhooks/${webhook.id}$`));
  await expect(page.getByText(`ID ${webhook.id}`)).toBeVisible();

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Paused: no new events are queued' })).toBeVisible();
  const listed = await (await request.get('/api/v1/webhooks', { headers })).json();
  expect(listed.data.webhooks.find((w: { id: number }) => w.id === webhook.id).enabled).toBe(false);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'Paused' })).toHaveCount(0);

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Webhook edited').first()).toBeVisible();
});
