import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { applyServiceMode, serviceModes } from '@/test/service-modes';
import { bounceTotals, brokenDomain, domainList } from '../test/fixtures';
import { DomainsPage } from './domains-page';

const server = startMswServer();
const admin = { admin: true, stats: true };
const render = (url = '/domains') =>
  renderWithProviders(<DomainsPage />, { url, paths: ['/domains', '/domains/:id'], permissions: admin });

describe.each(serviceModes)('the domains page against $service', ({ specOnly }) => {
  it(
    specOnly
      ? 'says the service lists no domains, and offers no Add'
      : 'shows one health word per domain and what to do next',
    async () => {
      server.use(http.get(api('/domains'), () => reply(200, ok({ domains: domainList }))));
      applyServiceMode(server, specOnly);
      render();
      if (specOnly) {
        expect(await screen.findByText("This service doesn't list sending domains")).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Add domain' })).toBeNull();
        return;
      }
      const table = await screen.findByRole('table', { name: 'Sending domains' });
      const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
      expect(await within(table).findByRole('link', { name: 'ready.example.test' })).toBeInTheDocument();
      expect(within(row('ready.example.test')).getByText('Ready')).toBeInTheDocument();
      expect(within(row('broken.example.test')).getByText('Needs attention')).toBeInTheDocument();
      expect(within(row('broken.example.test')).getByText(/key found is cut short/)).toBeInTheDocument();
      expect(within(row('dark.example.test')).getByText('Could not check')).toBeInTheDocument();
      expect(within(row('new.example.test')).getByText('Pending')).toBeInTheDocument();
      expect(within(row('new.example.test')).getByText('Not yet')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add domain' })).toBeInTheDocument();
    },
  );
});

describe('the domains page', () => {
  it('lists the names of a service that answers only {id, name}, without health and without Add', async () => {
    server.use(
      http.get(api('/domains'), () =>
        reply(
          200,
          ok({
            domains: [
              { id: 1, name: 'a.example.test' },
              { id: 2, name: 'b.example.test' },
            ],
          }),
        ),
      ),
    );
    render();
    const table = await screen.findByRole('table', { name: 'Sending domains' });
    expect(await within(table).findByText('a.example.test')).toBeInTheDocument();
    expect(within(table).getByText('b.example.test')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Health' })).toBeNull();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add domain' })).toBeNull();
  });

  it('explains what a sending domain is when there is none, and offers to add one', async () => {
    server.use(http.get(api('/domains'), () => reply(200, ok({ domains: [] }))));
    render();
    expect(await screen.findByText('No sending domains yet')).toBeInTheDocument();
    expect(screen.getByText(/the domain in your From addresses/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add domain' }).length).toBeGreaterThan(0);
  });

  it('says why the list failed and loads it again on Retry', async () => {
    let calls = 0;
    server.use(
      http.get(api('/domains'), () =>
        ++calls === 1
          ? reply(500, errorBody('internal', 'Database unavailable'))
          : reply(200, ok({ domains: domainList })),
      ),
    );
    render();
    expect(await screen.findByText("Couldn't load the domains")).toBeInTheDocument();
    expect(screen.getByText(/Database unavailable/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('link', { name: 'ready.example.test' })).toBeInTheDocument();
  });

  it('shows the service’s refusal of a name at the field, then opens the new domain’s page', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(api('/domains'), () => reply(200, ok({ domains: [] }))),
      http.get(api('/domains/9'), () =>
        reply(200, ok({ ...brokenDomain, id: 9, name: 'mail.example.test' })),
      ),
      http.get(api('/stats/bounces'), () => reply(200, ok(bounceTotals(0)))),
      http.post(api('/domains'), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        if (body.name === 'taken.example.test') {
          return reply(
            400,
            errorBody('invalid_request', 'Invalid request', [
              { field: 'name', message: 'is already a sending domain' },
            ]),
          );
        }
        return reply(201, ok({ ...brokenDomain, id: 9, name: body.name }));
      }),
    );
    const user = userEvent.setup();
    const view = render();
    await user.click((await screen.findAllByRole('button', { name: 'Add domain' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add sending domain' });
    const field = within(dialog).getByRole('textbox', { name: 'Domain' });

    // The contract's own check first: nothing is sent for a name that is not one.
    await user.type(field, 'not a domain');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    expect(await within(dialog).findByText(/Must be a domain name/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, 'taken.example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    expect(await within(dialog).findByText('Is already a sending domain.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/already a sending domain/);

    await user.clear(field);
    await user.type(field, 'Mail.Example.test.');
    await user.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    await screen.findByRole('heading', { name: 'mail.example.test', level: 1 });
    expect(view.location()).toBe('/domains/9');
    expect(await screen.findByText(/No refusals were about your sending/)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ name: 'mail.example.test' });
  });
});
