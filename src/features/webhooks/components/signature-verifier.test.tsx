import { createHmac } from 'node:crypto';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { WebhooksPage } from './webhooks-page';

/** The webhooks page at `url`, as the router mounts it. */
const renderPage = (url: string) =>
  renderWithProviders(<WebhooksPage />, { url, paths: ['/webhooks', '/webhooks/:id'] });

const server = startMswServer();
const requests = recordRequests(server);
const noWebhooks = () => server.use(http.all(api('/*'), () => reply(200, ok({ webhooks: [], total: 0 }))));

const secret = 'whsec_c2VjcmV0LWZvci10ZXN0cy1vbmx5LTAxMjM0NTY3ODk';
const body =
  '{"event_type":"bounced","timestamp":"2026-11-21T05:11:26.000Z","data":{"message_id":"0b5c1f3e-9a4d-4e57-8b1f-2f7e9d3c6a10","subject":"Hi"}}';
const hex = createHmac('sha256', secret).update(body).digest('hex');

async function verify(pastedBody: string, header: string) {
  noWebhooks();
  renderPage('/webhooks?tab=verify');
  const form = await screen.findByRole('form', { name: 'Verify a signature' });
  // fireEvent: userEvent.type reads braces as key names.
  fireEvent.change(within(form).getByLabelText('Raw request body'), { target: { value: pastedBody } });
  fireEvent.change(within(form).getByLabelText('X-Service-Signature header'), { target: { value: header } });
  fireEvent.change(within(form).getByLabelText('Signing secret'), { target: { value: secret } });
  await userEvent.setup().click(within(form).getByRole('button', { name: 'Verify signature' }));
  return { form };
}

describe('signature verifier', () => {
  it('says a real signature is valid, without sending anything anywhere', async () => {
    const { form } = await verify(body, `sha256=${hex}`);
    expect(await within(form).findByText('Valid signature')).toBeInTheDocument();
    expect(within(form).getByText(`sha256=${hex}`)).toBeInTheDocument();
    // The check ran in the browser: not even the webhook list was fetched on this tab.
    expect(requests).toEqual([]);
  });

  it('explains a pretty-printed body and shows the signature it expected', async () => {
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    const { form } = await verify(pretty, `sha256=${hex}`);
    expect(await within(form).findByText('Signature does not match')).toBeInTheDocument();
    expect(within(form).getByText(/Re-serialised JSON\./)).toBeInTheDocument();
    const expected = createHmac('sha256', secret).update(pretty).digest('hex');
    expect(within(form).getByText(`sha256=${expected}`)).toBeInTheDocument();
  });

  it('accepts upper-case hex but says lower case is what is sent', async () => {
    const { form } = await verify(body, `sha256=${hex.toUpperCase()}`);
    expect(await within(form).findByText('Valid signature')).toBeInTheDocument();
    expect(within(form).getByText(/Relaydesk always sends lower case/)).toBeInTheDocument();
  });

  it('offers receiver code for Node, Python and Go as copyable text', async () => {
    noWebhooks();
    renderPage('/webhooks?tab=verify');
    const tabs = await screen.findByRole('tablist', { name: 'Receiver language' });
    const user = userEvent.setup();
    for (const [tab, marker] of [
      ['Python', 'hmac.compare_digest'],
      ['Go', 'hmac.Equal'],
      ['Node.js', 'crypto.timingSafeEqual'],
    ] as const) {
      await user.click(within(tabs).getByRole('tab', { name: tab }));
      expect(within(tabs).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByLabelText(`${tab} receiver`)).toHaveTextContent(marker);
      expect(screen.getByRole('button', { name: `Copy ${tab} code` })).toBeInTheDocument();
    }
  });
});
