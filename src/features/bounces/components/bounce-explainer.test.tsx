import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, apiPath, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ExplainBouncePage } from './explain-bounce-page';

const server = startMswServer();
const requests = recordRequests(server);

const gmail = `** Message not delivered **

There was a problem delivering your message to someone@gmail.com.

The response from the remote server was:
550-5.7.26 This mail has been blocked because the sender is unauthenticated. Gmail requires all
550-5.7.26 senders to authenticate with either SPF or DKIM. Authentication results: DKIM = did not
550-5.7.26 pass SPF [example.com] with ip: [192.0.2.10] = did not pass For instructions on setting up
550 5.7.26 authentication, go to https://support.google.com/mail/answer/81126#authentication DMARC`;

const microsoft = `Delivery has failed to these recipients or groups:

nobody@example.com
The email address you entered couldn't be found.

Diagnostic information for administrators:

Generating server: MW4PR01MB0001.prod.outlook.com

nobody@example.com
Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup'`;

/** Explains `text` on the page; returns the explanation and the page's router, to read its URL. */
async function explain(text: string) {
  const { router } = renderWithProviders(<ExplainBouncePage />, { url: '/bounces/explain' });
  const form = await screen.findByRole('form', { name: 'Explain a bounce' });
  fireEvent.change(within(form).getByLabelText('SMTP reply or bounce message'), { target: { value: text } });
  await userEvent.setup().click(within(form).getByRole('button', { name: 'Explain' }));
  return { result: await screen.findByRole('region', { name: 'Explanation' }), router };
}

const classifyMissing = () =>
  server.use(
    http.post(api('/smtp-replies/classify'), () => reply(404, errorBody('not_found', 'Route not found'))),
  );

describe('Explain a bounce', () => {
  it('is a page of its own', async () => {
    renderWithProviders(<ExplainBouncePage />, { url: '/bounces/explain' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Explain a bounce' })).toBeVisible();
  });

  it('explains a pasted Gmail DMARC refusal as authentication, on your side (in the browser)', async () => {
    classifyMissing();
    const { result, router } = await explain(gmail);
    const [item] = within(result).getAllByRole('listitem');
    expect(item).toHaveTextContent('550 5.7.26');
    expect(item).toHaveTextContent('Authentication');
    expect(item).toHaveTextContent('Your side');
    expect(item).toHaveTextContent('What to do:');
    expect(result).toHaveTextContent('Explained in this browser');
    // The text went to the classifier only, never into the URL: the router's, since the page runs
    // under a memory router and window.location never moves.
    const { pathname, search, hash, state } = router.state.location;
    expect({ pathname, search, hash, state }).toEqual({
      pathname: '/bounces/explain',
      search: '',
      hash: '',
      state: null,
    });
  });

  it('explains a Microsoft NDR as an invalid recipient', async () => {
    classifyMissing();
    const { result } = await explain(microsoft);
    const items = within(result).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('550 5.1.10 RESOLVER.ADR.RecipientNotFound');
    expect(items[0]).toHaveTextContent('Invalid recipient');
    expect(items[0]).toHaveTextContent("Recipient's side");
  });

  it("uses the service's classifier when it offers one, sending only the replies found", async () => {
    const asked: string[][] = [];
    server.use(
      http.post(api('/smtp-replies/classify'), async ({ request }) => {
        const { replies } = (await request.json()) as { replies: string[] };
        asked.push(replies);
        return reply(
          200,
          ok({
            classifications: replies.map(() => ({
              class: 'invalid_recipient',
              side: 'recipient',
              code: 550,
              enhanced: '5.1.10',
              blocklist: null,
              explanation: 'From the service: no such mailbox.',
              action: 'From the service: remove the address.',
            })),
          }),
        );
      }),
    );
    const { result } = await explain(microsoft);
    expect(result).toHaveTextContent('Explained by the service.');
    expect(result).toHaveTextContent('From the service: no such mailbox.');
    expect(requests.filter((r) => apiPath(r) === '/smtp-replies/classify')).toHaveLength(1);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toHaveLength(1);
    expect(asked[0]![0]).toContain('550 5.1.10');
    expect(asked[0]![0]).not.toContain('Delivery has failed');
  });

  it('says so when the text holds no SMTP reply, and asks for text when empty', async () => {
    renderWithProviders(<ExplainBouncePage />, { url: '/bounces/explain' });
    const form = await screen.findByRole('form', { name: 'Explain a bounce' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Explain' }));
    expect(within(form).getByText('Paste a reply or a bounce message.')).toBeVisible();
    await user.type(
      within(form).getByLabelText('SMTP reply or bounce message'),
      'hello there{Control>}{Enter}{/Control}',
    );
    expect(await screen.findByText(/No SMTP reply found/)).toBeVisible();
  });
});
