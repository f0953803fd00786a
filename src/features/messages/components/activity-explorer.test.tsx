import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { session } from '@/lib/session';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { applyServiceMode, serviceModes } from '@/test/service-modes';
import { activityPageQueries } from '../test/page-queries';
import { aMessage } from '../test/fixtures';
import { MessagesPage } from './messages-page';

const renderPage = (url: string) =>
  renderWithProviders(<MessagesPage />, {
    url,
    paths: ['/messages', '/messages/:id'],
    permissions: { admin: true, stats: true },
  });

const server = startMswServer();
const requests = recordRequests(server);
/** The activity log's page requests (limit=50), as query objects. */
const pageQueries = () => activityPageQueries(requests);

const activity = (body: object) => [
  http.get(api('/messages'), () => reply(200, ok(body))),
  http.get(api('/domains'), () => reply(200, ok({ domains: [{ id: 1, name: 'mail.acme-shop.com' }] }))),
  http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
];

afterEach(() => session.signOut());

describe('ActivityExplorer', () => {
  it('filters by failure class and side, and shows the class of the newest failure', async () => {
    server.use(
      ...activity({
        messages: [
          aMessage({
            status: 'hard_bounced',
            last_event: { type: 'bounced', timestamp: '2026-11-21T10:05:00.000Z' },
            classification: {
              class: 'authentication',
              side: 'sender',
              code: 550,
              enhanced: '5.7.26',
              blocklist: null,
              explanation: 'Unauthenticated.',
              action: 'Set up SPF and DKIM.',
            },
          }),
        ],
        next_cursor: null,
        total: 1,
        total_exact: true,
      }),
    );
    const { location } = renderPage('/messages?bounce_class=authentication,nonsense&bounce_side=sender');
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(within(table).getByText('Authentication · Your side')).toBeVisible();
    expect(pageQueries()[0]).toEqual({ bounce_class: 'authentication', bounce_side: 'sender', limit: '50' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Whose side'), "Recipient's side");
    await waitFor(() => expect(location()).toContain('bounce_side=recipient'));
    await waitFor(() => expect(pageQueries().at(-1)?.bounce_side).toBe('recipient'));
  });

  it('hides the class and side filters once the service refuses them, and asks again without', async () => {
    server.use(
      http.get(api('/messages'), ({ request }) =>
        new URL(request.url).searchParams.has('bounce_class')
          ? reply(
              400,
              errorBody('validation_error', 'Unknown query parameter', [
                { field: 'bounce_class', message: 'is not allowed' },
              ]),
            )
          : reply(200, ok({ messages: [aMessage()], next_cursor: null, total: 1, total_exact: true })),
      ),
      ...activity({}).slice(1),
    );
    renderPage('/messages?bounce_class=authentication');
    await screen.findByRole('table', { name: 'Messages' });
    expect(screen.queryByLabelText('Failure class')).toBeNull();
    expect(pageQueries().at(-1)).toEqual({ limit: '50' });
  });

  it('filters by provider on the list and the export, counts it on a phone, and clears it', async () => {
    // The export hands the browser its file by an object URL and a link's click: jsdom has neither.
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => {};
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    onTestFinished(() => save.mockRestore());
    server.use(
      http.get(api('/messages/export'), () =>
        HttpResponse.text('id\nm1\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
      ),
      ...activity({ messages: [aMessage()], next_cursor: null, total: 1, total_exact: true }),
    );
    const { location } = renderPage('/messages?provider=gmail,nonsense&status=failed');
    await screen.findByRole('table', { name: 'Messages' });
    expect(pageQueries()[0]).toEqual({ status: 'failed', provider: 'gmail', limit: '50' });
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Provider'), 'Yahoo');
    await waitFor(() => expect(location()).toContain('provider=yahoo'));
    await waitFor(() => expect(pageQueries().at(-1)?.provider).toBe('yahoo'));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1 rows.')).toBeVisible();
    expect(save).toHaveBeenCalledOnce();
    const exported = requests
      .map((r) => new URL(r.url))
      .find((u) => u.pathname === '/api/v1/messages/export');
    expect(Object.fromEntries(exported!.searchParams)).toEqual({ status: 'failed', provider: 'yahoo' });

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(location()).toBe('/messages');
    expect(screen.getByLabelText('Provider')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters (0)' })).toBeInTheDocument();
  });

  it.each([
    ['provider', 'gmail', 'Provider'],
    ['stream', 'bulk', 'Stream'],
  ])(
    'hides the %s filter once the service refuses it, and asks again without',
    async (field, value, label) => {
      server.use(
        http.get(api('/messages'), ({ request }) =>
          new URL(request.url).searchParams.has(field)
            ? reply(
                400,
                errorBody('validation_error', 'Unknown query parameter', [
                  { field, message: 'is not allowed' },
                ]),
              )
            : reply(200, ok({ messages: [aMessage()], next_cursor: null, total: 1, total_exact: true })),
        ),
        ...activity({}).slice(1),
      );
      renderPage(`/messages?${field}=${value}`);
      await screen.findByRole('table', { name: 'Messages' });
      await waitFor(() => expect(screen.queryByLabelText(label)).toBeNull());
      // The failure filters are another capability: still offered.
      expect(screen.getByLabelText('Failure class')).toBeInTheDocument();
      expect(pageQueries().at(-1)).toEqual({ limit: '50' });
    },
  );

  it('keeps the place of what arrives with the first page, so the rows do not move down', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/messages'), async ({ request }) => {
        // The page's first list waits; the page's own probe of the endpoint does not.
        if (new URL(request.url).searchParams.get('limit') === '50') await answered;
        return reply(
          200,
          ok({ messages: [aMessage()], next_cursor: null, total: 1, oldest_at: '2026-11-01T00:00:00.000Z' }),
        );
      }),
      ...activity({}),
    );
    renderPage('/messages');
    const heading = await screen.findByRole('heading', { name: /^Activity/ });
    const section = heading.closest('section')!;
    // While the first page loads, the new-messages notice already holds its place above the list.
    const notice = [...section.children].find((child) => child.getAttribute('aria-live') === 'polite');
    expect(notice).toBeDefined();
    const listIndex = () => [...section.children].findIndex((child) => child.querySelector('table'));
    const before = listIndex();
    expect(before).toBeGreaterThan(0);
    answer();
    const note = await within(section).findByText(/oldest here is/);
    // Nothing new above the list: it sits where it sat while it loaded.
    expect(listIndex()).toBe(before);
    const table = within(section).getByRole('table');
    // The history note arrives with the page, below the list.
    expect(table.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('waits for three characters before searching, and says so', async () => {
    server.use(...activity({ messages: [], next_cursor: null, total: 0, total_exact: true }));
    const { location } = renderPage('/messages');
    await screen.findByText('No messages yet');
    await userEvent.setup().type(screen.getByLabelText('Subject contains'), 'ab');
    await waitFor(() => expect(location()).toContain('subject=ab'));
    expect(await screen.findByText(/type at least 3 characters of the subject/)).toBeVisible();
    expect(pageQueries().some((q) => 'subject' in q)).toBe(false);
  });

  it('keeps a filter picked while a search box waits for typing to pause', async () => {
    server.use(...activity({ messages: [], next_cursor: null, total: 0, total_exact: true }));
    const { location } = renderPage('/messages?status=complained');
    await screen.findByText(/No messages match/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subject contains'), 'invoice');
    // Within the pause: the status goes off before the subject is written to the URL.
    await user.click(screen.getByRole('button', { name: 'Complained' }));
    await waitFor(() => expect(location()).toContain('subject=invoice'), { timeout: 5000 });
    expect(location()).not.toContain('status=');
    expect(screen.getByRole('button', { name: 'Complained' })).toHaveAttribute('aria-pressed', 'false');
    // Typing seven characters and waiting out the pause: more than the default 5 s on a busy machine.
  }, 15_000);

  it('says when no message matches and clears every filter at once', async () => {
    server.use(...activity({ messages: [], next_cursor: null, total: 0, total_exact: true }));
    const { location } = renderPage('/messages?status=failed&range=7d');
    expect(await screen.findByText('No messages match these filters')).toBeVisible();
    await userEvent.setup().click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(location()).toBe('/messages');
  });
});

// The page's main rendering against both services: a service with only the published spec has no
// activity log (GET /messages without `to` is an extension), so the page starts from message IDs.
describe.each(serviceModes)('ActivityExplorer against $service', ({ specOnly }) => {
  it(
    specOnly
      ? 'starts from where message IDs come from: no log, no filters, and says why'
      : 'asks the service for what the URL holds and shows "more than" for a capped total',
    async () => {
      server.use(
        ...activity({
          messages: [aMessage({ last_event: { type: 'complained', timestamp: '2026-11-21T10:05:00.000Z' } })],
          next_cursor: 'c2',
          total: 1000,
          total_exact: false,
        }),
      );
      applyServiceMode(server, specOnly);
      renderPage(
        '/messages?status=complained,hard_bounced&recipient=%40globex.io&subject=Order&domain=1&event=opened',
      );
      if (specOnly) {
        expect(await screen.findByRole('heading', { name: 'Where to find a message ID' })).toBeVisible();
        expect(screen.getByText(/does not offer search by recipient/)).toBeVisible();
        expect(screen.queryByRole('table', { name: 'Messages' })).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Complained' })).not.toBeInTheDocument();
        return;
      }
      const table = await screen.findByRole('table', { name: 'Messages' });
      expect(within(table).getByText('Spam complaint', { exact: false })).toBeVisible();
      expect(within(table).getByText('mail.acme-shop.com')).toBeVisible();
      expect(screen.getByRole('heading', { name: /^Activity/ })).toHaveTextContent(
        'more than 1,000 messages',
      );
      expect(pageQueries()[0]).toEqual({
        status: 'complained,hard_bounced',
        event: 'opened',
        recipient: '@globex.io',
        subject: 'Order',
        domain_id: '1',
        limit: '50',
      });
      expect(screen.getByRole('button', { name: 'Complained' })).toHaveAttribute('aria-pressed', 'true');
    },
    30_000,
  );

  it(
    specOnly
      ? 'offers no provider filter where the service has no activity log'
      : 'offers the provider filter and asks the service for it',
    async () => {
      server.use(...activity({ messages: [aMessage()], next_cursor: null, total: 1, total_exact: true }));
      applyServiceMode(server, specOnly);
      renderPage('/messages?provider=microsoft');
      if (specOnly) {
        expect(await screen.findByRole('heading', { name: 'Where to find a message ID' })).toBeVisible();
        expect(screen.queryByLabelText('Provider')).not.toBeInTheDocument();
        // The log's own probe is refused first: the filter is never sent.
        expect(requests.some((r) => new URL(r.url).searchParams.has('provider'))).toBe(false);
        return;
      }
      await screen.findByRole('table', { name: 'Messages' });
      expect(screen.getByLabelText('Provider')).toHaveValue('microsoft');
      expect(pageQueries()[0]).toEqual({ provider: 'microsoft', limit: '50' });
    },
    30_000,
  );
});
