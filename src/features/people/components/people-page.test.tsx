import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { roleTable, roles } from '@/contract';
import { forgetCapabilities } from '@/lib/capabilities';
import { api, apiPath, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { session } from '@/lib/session';
import { renderWithProviders } from '@/test/render';
import { applyServiceMode, serviceModes } from '@/test/service-modes';
import { adminKey, ana, bo, invited, person, serveAs, settings } from '../test/fixtures';
import { PeoplePage } from './people-page';

const server = startMswServer();
const requests = recordRequests(server);
const writes = () => requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${apiPath(r)}`);

beforeEach(() => forgetCapabilities());

/** As the person `serveAs` signed in, or with the admin key when it served none. */
const open = () =>
  renderWithProviders(<PeoplePage />, {
    url: '/people',
    ...(session.getPerson() ? {} : { permissions: adminKey }),
  });
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!;

describe.each(serviceModes)('the People page against $service', ({ specOnly }) => {
  it(
    specOnly ? 'says the service has no people' : 'lists people with role, state, second factor and SSO',
    async () => {
      serveAs(server, ana);
      applyServiceMode(server, specOnly);
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
      if (specOnly) {
        expect(await screen.findByText('This service has no people')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Invite a person' })).toBeNull();
        return;
      }
      const row = await rowOf('Bo Chen');
      expect(within(row).getByRole('combobox', { name: 'Role of Bo Chen' })).toHaveValue('support');
      expect(row).toHaveTextContent('Active');
      const pending = await rowOf('cy@example.test');
      expect(pending).toHaveTextContent(/Invited\s*expires/);
      expect(within(await rowOf('Ana Lima')).getByText('you')).toBeInTheDocument();
      expect(within(await rowOf('Ana Lima')).getByText('On')).toBeInTheDocument();
    },
    30_000,
  );
});

describe('People page powers', () => {
  it('writes the role table down, every role with its sentence', async () => {
    serveAs(server, ana);
    open();
    const roleList = await screen.findByRole('region', { name: 'Roles' });
    for (const role of roles) expect(roleList).toHaveTextContent(roleTable[role].sentence);
  });

  it('shows an Admin the people without the Owner’s controls', async () => {
    serveAs(server, person(7, { role: 'admin' }));
    open();
    const row = await rowOf('Bo Chen');
    expect(row).toHaveTextContent('Support');
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite a person' })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: /Require a second factor/ })).toBeDisabled();
  });

  it('lets an admin key read the people but not change them', async () => {
    serveAs(server, null);
    open();
    expect(await rowOf('Bo Chen')).toHaveTextContent('Support');
    expect(screen.queryByRole('button', { name: 'Invite a person' })).toBeNull();
  });
});

describe('People page states', () => {
  it('says the list could not load, with the service’s words and a retry that works', async () => {
    serveAs(server, ana);
    let fail = true;
    server.use(
      http.get(api('/people'), () =>
        fail
          ? reply(500, errorBody('internal_error', 'The database is restarting.'))
          : reply(200, ok({ people: [bo] })),
      ),
    );
    open();
    expect(await screen.findByText("Couldn't load the people")).toBeInTheDocument();
    expect(screen.getByText(/The database is restarting/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await rowOf('Bo Chen')).toBeInTheDocument();
  });

  it('says nobody is there yet', async () => {
    serveAs(server, ana, []);
    open();
    expect(await screen.findByText('Nobody yet')).toBeInTheDocument();
  });
});

describe('Invite a person', () => {
  it('checks the address first, offers each role with its sentence, and sends the invitation', async () => {
    serveAs(server, ana);
    let sent: unknown;
    server.use(
      http.post(api('/people'), async ({ request }) => {
        sent = await request.json();
        return reply(201, ok({ person: { ...invited, id: 9, email: 'dee@example.test', role: 'support' } }));
      }),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(/Enter the address/);
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(/Enter an email address/);
    expect(writes()).toEqual([]);
    for (const role of roles)
      expect(
        within(dialog).getByRole('radio', { name: new RegExp(roleTable[role].label) }),
      ).toBeInTheDocument();
    expect(within(dialog).getByText(roleTable.support.sentence)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'dee@example.test');
    await user.click(within(dialog).getByRole('radio', { name: /^Support/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation sent' })).toHaveTextContent(
      'dee@example.test',
    );
    expect(sent).toEqual({ email: 'dee@example.test', role: 'support' });
  });

  it('shows the service’s refusal of an address already in (409)', async () => {
    serveAs(server, ana);
    server.use(
      http.post(api('/people'), () =>
        reply(409, errorBody('conflict', 'bo@example.test already has access.')),
      ),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await user.type(within(dialog).getByLabelText('Email'), 'bo@example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('bo@example.test already has access.')).toBeInTheDocument();
  });
});

describe('Changing roles', () => {
  beforeEach(() => {
    server.use(
      http.patch(api('/people/:id'), async ({ request, params }) => {
        const { role } = (await request.json()) as { role: string };
        return reply(200, ok({ person: { ...(Number(params.id) === 1 ? ana : bo), role } }));
      }),
    );
  });

  it('changes another person’s role at once when it is not an Owner demoted', async () => {
    serveAs(server, ana);
    open();
    const user = userEvent.setup();
    await user.selectOptions(within(await rowOf('Bo Chen')).getByRole('combobox'), 'admin');
    await waitFor(() => expect(writes()).toEqual(['PATCH /people/2']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before demoting yourself, and changes nothing on Cancel', async () => {
    serveAs(server, ana);
    open();
    const user = userEvent.setup();
    await user.selectOptions(within(await rowOf('Ana Lima')).getByRole('combobox'), 'viewer');
    const dialog = await screen.findByRole('dialog', { name: 'Make yourself Viewer?' });
    expect(dialog).toHaveTextContent(/only an Owner can give the role back/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    await user.selectOptions(within(await rowOf('Ana Lima')).getByRole('combobox'), 'admin');
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change my role' }),
    );
    await waitFor(() => expect(writes()).toEqual(['PATCH /people/1']));
  });

  it('asks before demoting another Owner, and shows the service’s refusal in the dialog', async () => {
    const other = person(4, { name: 'Dee Owner', role: 'owner' });
    serveAs(server, ana, [ana, other]);
    server.use(
      http.patch(api('/people/4'), () => reply(409, errorBody('conflict', 'The last Owner stays an Owner.'))),
    );
    open();
    const user = userEvent.setup();
    await user.selectOptions(within(await rowOf('Dee Owner')).getByRole('combobox'), 'support');
    const dialog = await screen.findByRole('dialog', { name: 'Demote Dee Owner?' });
    await user.click(within(dialog).getByRole('button', { name: 'Demote' }));
    expect(await within(dialog).findByText('The last Owner stays an Owner.')).toBeInTheDocument();
  });
});

describe('A person’s access', () => {
  it('revokes an invitation, and removes an active person, each after asking', async () => {
    serveAs(server, ana);
    server.use(
      http.delete(api('/people/:id'), ({ params }) =>
        reply(200, ok({ person: Number(params.id) === 3 ? invited : bo })),
      ),
    );
    open();
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('cy@example.test')).getByRole('button', { name: /Revoke invitation/ }),
    );
    const revoke = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    await user.click(within(revoke).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(writes()).toEqual(['DELETE /people/3']));
    await user.click(within(await rowOf('Bo Chen')).getByRole('button', { name: 'Remove Bo Chen' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove this person?' });
    expect(remove).toHaveTextContent(/signed out everywhere at their next request/);
    await user.click(within(remove).getByRole('button', { name: 'Remove person' }));
    await waitFor(() => expect(writes()).toEqual(['DELETE /people/3', 'DELETE /people/2']));
    expect(within(await rowOf('Ana Lima')).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('sends an invitation again and resets a second factor', async () => {
    serveAs(server, ana, [ana, { ...bo, totp_enabled: true }, invited]);
    server.use(
      http.post(api('/people/3/invitation'), () => reply(200, ok({ person: invited }))),
      http.post(api('/people/2/totp-reset'), () => reply(200, ok({ person: bo }))),
    );
    open();
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('cy@example.test')).getByRole('button', { name: /Resend invitation/ }),
    );
    expect(await screen.findByText(/Sent a new link to/)).toBeInTheDocument();
    await user.click(within(await rowOf('Bo Chen')).getByRole('button', { name: /Reset second factor/ }));
    const dialog = await screen.findByRole('dialog', { name: "Reset this person's second factor?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    await waitFor(() => expect(writes()).toEqual(['POST /people/3/invitation', 'POST /people/2/totp-reset']));
  });

  it('lists a person’s sessions and ends them all', async () => {
    serveAs(server, ana);
    server.use(http.delete(api('/people/2/sessions'), () => reply(200, ok({ ok: true }))));
    open();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Bo Chen')).getByRole('button', { name: 'Sessions Bo Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sessions of Bo Chen' });
    expect(await within(dialog).findByText('Safari on iOS')).toBeInTheDocument();
    expect(within(dialog).getByText('198.51.100.7')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(writes()).toEqual(['DELETE /people/2/sessions']));
    expect(await screen.findByText(/Ended every session of/)).toBeInTheDocument();
  });
});

describe('Sign-in settings', () => {
  it('requires a second factor of everyone only after asking', async () => {
    serveAs(server, ana);
    // The service as it keeps the setting: what was written is what the next read answers.
    let current = { ...settings };
    let sent: unknown;
    server.use(
      http.get(api('/sign-in-settings'), () => reply(200, ok(current))),
      http.patch(api('/sign-in-settings'), async ({ request }) => {
        sent = await request.json();
        current = { ...current, ...(sent as object) };
        return reply(200, ok(current));
      }),
    );
    open();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('checkbox', { name: /Require a second factor/ });
    expect(screen.getByText(/Sessions end after 8 h without use and 7 d at the latest/)).toBeInTheDocument();
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Require a second factor of everyone?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Require it' }));
    await waitFor(() => expect(sent).toEqual({ require_totp: true }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Require a second factor/ })).toBeChecked(),
    );
  });
});
