import { screen, within } from '@testing-library/react';
import { http, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { bounceClassSide, classWords, type BounceClass, type Domain } from '@/contract';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { aMessage, messageId } from '../test/fixtures';
import { MessagesPage } from './messages-page';

// Issue 54, point 6: a sender-side failure leads to what to check on its sending domain's page.
const server = startMswServer();
const path = `/messages/${messageId}`;

function answers(cls: BounceClass, smtp: string, domains: Domain[], blocklist: string | null = null) {
  const classification = {
    class: cls,
    side: bounceClassSide[cls],
    code: 550,
    enhanced: '5.7.1',
    blocklist,
    ...classWords[cls],
  };
  const events = [
    { type: 'queued', timestamp: '2026-11-21T10:00:00.000Z' },
    {
      type: 'bounced',
      bounce_type: 'hard',
      smtp_response: smtp,
      classification,
      timestamp: '2026-11-21T10:00:01.000Z',
    },
  ];
  const message = aMessage({ status: 'hard_bounced', delivered_at: null, domain_id: 1, classification });
  return [
    http.get(api(path), () => reply(200, ok({ message } as JsonBodyType))),
    http.get(api(`${path}/events`), () => reply(200, ok({ events } as JsonBodyType))),
    http.get(api('/domains'), () => reply(200, ok({ domains } as JsonBodyType))),
    http.get(api('/suppressions'), () => reply(200, ok({ suppressions: [], total: 0, next_cursor: null }))),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
  ];
}

const withHealth: Domain[] = [
  { id: 1, name: 'mail.acme-shop.com', health: 'needs_attention', next_step: 'Fix DKIM.' },
];

async function timelineRow() {
  await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' });
  return within(screen.getByRole('list', { name: 'Events, oldest first' })).getAllByRole('listitem')[1]!;
}
const render = () =>
  renderWithProviders(<MessagesPage />, {
    url: path,
    paths: ['/messages', '/messages/:id'],
    permissions: { admin: true, stats: true },
  });

describe('a sender-side failure and its domain', () => {
  it('links an authentication failure that names DKIM to the domain page, DKIM marked', async () => {
    server.use(...answers('authentication', '550 5.7.1 DKIM signature verification failed', withHealth));
    render();
    const link = await within(await timelineRow()).findByRole('link', {
      name: "Check mail.acme-shop.com's DNS records",
    });
    expect(link).toHaveAttribute('href', '/domains/1?record=dkim');
  });

  it('marks no record when the reply names none', async () => {
    server.use(...answers('authentication', '550 5.7.26 Unauthenticated email is not accepted', withHealth));
    render();
    const link = await within(await timelineRow()).findByRole('link', {
      name: "Check mail.acme-shop.com's DNS records",
    });
    expect(link).toHaveAttribute('href', '/domains/1');
  });

  it('links a reputation failure that names a blocklist to the domain page’s blocklists', async () => {
    server.use(
      ...answers('reputation', '554 5.7.1 Service unavailable; listed on SpamCop', withHealth, 'SpamCop'),
    );
    render();
    const link = await within(await timelineRow()).findByRole('link', {
      name: "See mail.acme-shop.com's blocklist status",
    });
    expect(link).toHaveAttribute('href', '/domains/1?section=blocklists');
  });

  it('offers no link where the service has no domain pages (its list answers names only)', async () => {
    server.use(
      ...answers('authentication', '550 5.7.1 DKIM signature verification failed', [
        { id: 1, name: 'mail.acme-shop.com' },
      ]),
    );
    render();
    const row = await timelineRow();
    // The name is known (the message's properties show it) and still no link.
    await screen.findByText('mail.acme-shop.com');
    expect(within(row).queryByRole('link', { name: /DNS records/ })).toBeNull();
  });
});
