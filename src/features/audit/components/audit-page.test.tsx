import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCapabilities } from '@/lib/capabilities';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { createTestQueryClient, renderWithProviders } from '@/test/render';
import { applyServiceMode, serviceModes } from '@/test/service-modes';
import { auditTargetTypes, type AuditEntry } from '@/contract';
import { prefetchAuditPage } from '../api/prefetch-audit-page';
import { AuditPage } from './audit-page';

const server = startMswServer();
const asked: URLSearchParams[] = [];
const entry = {
  id: 9,
  at: '2026-11-25T18:00:00.000Z',
  key_id: 1,
  key_name: 'ops',
  action: 'webhook.create',
  target_type: 'webhook',
  target_id: '3',
  detail: { after: { url: 'https://hooks.example/in', event_types: ['bounced'] } },
  request_id: null,
};

beforeEach(() => {
  forgetCapabilities();
  asked.splice(0);
  server.use(
    http.get(api('/keys'), () => reply(200, ok({ keys, current_key_id: 1 }))),
    http.get(api('/people'), () => reply(200, ok({ people }))),
    http.get(api('/audit-log'), ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return reply(200, ok({ entries: [entry], next_cursor: null }));
    }),
  );
});

const permissions = { admin: true, stats: true, send: true, name: 'ops' };
let keys: object[] = [];
let people: object[] = [];
beforeEach(() => void ((keys = []), (people = [])));

describe('Audit log, first render', () => {
  it('has the Key filter’s options from the prefetch, so the filters never move when they arrive', async () => {
    keys = [
      {
        id: 4,
        name: 'deploy bot',
        key_hint: 'a1b2',
        permissions: ['admin'],
        created_at: entry.at,
        last_used_at: null,
        revoked_at: null,
      },
    ];
    const queryClient = createTestQueryClient();
    // The app's freshness window: without one, any mount refetches what is already there.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 10_000 },
    });
    await prefetchAuditPage(queryClient, { rest: [], search: new URLSearchParams('action=webhook.create') });
    expect(asked.map((q) => q.get('action'))).toEqual(['webhook.create']);

    renderWithProviders(<AuditPage />, { url: '/audit?action=webhook.create', queryClient, permissions });
    expect(screen.getByRole('option', { name: 'deploy bot (…a1b2)' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('https://hooks.example/in');
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toHaveLength(1);
  });
});

describe('Audit log search', () => {
  it('searches by webhook URL, key or rule name from one box, kept in the URL', async () => {
    const view = renderWithProviders(<AuditPage />, { url: '/audit', permissions });
    const box = await screen.findByRole('searchbox', { name: 'Search the audit log' });
    expect(box).toHaveAttribute('placeholder', 'Address, webhook URL, key or rule name');
    await userEvent.type(box, 'hooks.example{Enter}');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('hooks.example'));
    expect(view.search().get('q')).toBe('hooks.example');
  });

  it('asks without the search, and says so, when the service refuses it by name', async () => {
    server.use(
      http.get(api('/audit-log'), ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        if (q.has('q')) return reply(400, errorBody('invalid_request', 'Unknown query parameter: q.'));
        return reply(200, ok({ entries: [entry], next_cursor: null }));
      }),
    );
    renderWithProviders(<AuditPage />, { url: '/audit?q=ops', permissions });
    expect(await screen.findByText("This service's audit log has no search.")).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.has('q')).toBe(false));
    expect(await screen.findByText(/https:\/\/hooks\.example\/in/)).toBeInTheDocument();
  });
});

const added: AuditEntry = {
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  key_id: 1,
  key_name: 'ops',
  action: 'suppression.create',
  target_type: 'suppression',
  target_id: '7',
  detail: { email: 'a@example.test', reason: 'manual' },
  request_id: 'req-1',
};

describe.each(serviceModes)('the audit page against $service', ({ specOnly }) => {
  it(
    specOnly
      ? 'says the service keeps no audit log, without filters'
      : 'lists the changes with their filters',
    async () => {
      server.use(http.get(api('/audit-log'), () => reply(200, ok({ entries: [added], next_cursor: null }))));
      applyServiceMode(server, specOnly);
      renderWithProviders(<AuditPage />, { url: '/audit' });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      if (specOnly) {
        expect(await screen.findByText('This service keeps no audit log')).toBeInTheDocument();
        expect(screen.queryByRole('table')).toBeNull();
      } else {
        expect(await screen.findByText('Suppression added')).toBeInTheDocument();
        expect(screen.getByText('That is the only change.')).toBeInTheDocument();
        expect(screen.queryByText('This service keeps no audit log')).toBeNull();
      }
    },
    30_000,
  );
});

describe('Audit log targets', () => {
  const base = { key_id: 1, key_name: 'ops', request_id: null, at: '2026-11-25T18:00:00.000Z' };
  const entries: AuditEntry[] = [
    {
      ...base,
      id: 4,
      action: 'alert_rule.delete',
      target_type: 'alert_rule',
      target_id: '8',
      target_label: 'Gmail bounces',
      detail: {},
    },
    {
      ...base,
      id: 3,
      action: 'suppression.remove_matching',
      target_type: 'suppression',
      target_id: '0b9f3a52-7d1e-4c8a-9d55-2f4e6a1c0b77',
      target_label: 'removal of 9,000 rows',
      detail: { q: '@old.test', reason: [], removed: 1000 },
    },
    {
      ...base,
      id: 2,
      action: 'webhook.rotate_secret',
      target_type: 'webhook',
      target_id: '3',
      target_label: 'https://hooks.example/in/…?token=…',
      detail: {},
    },
    // An older entry, written before labels: named from its before/after.
    {
      ...base,
      id: 1,
      action: 'alert_rule.create',
      target_type: 'alert_rule',
      target_id: '7',
      detail: { after: { name: 'Yahoo complaints' } },
    },
  ];

  it('names each target as people know it, not by its type key or id', async () => {
    server.use(http.get(api('/audit-log'), () => reply(200, ok({ entries, next_cursor: null }))));
    renderWithProviders(<AuditPage />, { url: '/audit', permissions });
    expect(await screen.findByText('Gmail bounces')).toBeInTheDocument();
    expect(screen.getByText('removal of 9,000 rows')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://hooks.example/in/…?token=…' })).toHaveAttribute(
      'href',
      '/webhooks/3',
    );
    // Named once, in the Target column, not again in the Change column.
    expect(screen.getAllByText('Yahoo complaints')).toHaveLength(1);
    expect(screen.queryByText(/alert_rule \d/)).toBeNull();
    expect(screen.queryByText(/0b9f3a52/)).toBeNull();
  });
});

describe('Audit log target filter', () => {
  it('offers every target type of the contract, and filters alert rules by a link', async () => {
    const view = renderWithProviders(<AuditPage />, { url: '/audit?target=alert_rule:4', permissions });
    await waitFor(() => expect(asked.at(-1)?.get('target_type')).toBe('alert_rule'));
    expect(asked.at(-1)?.get('target_id')).toBe('4');
    const select = screen.getByRole('combobox', { name: 'Target' });
    expect(select).toHaveValue('alert_rule');
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['', ...auditTargetTypes]);
    expect(screen.getByRole('textbox', { name: 'Target id' })).toHaveValue('4');
    expect(view.search().get('target')).toBe('alert_rule:4');
  });

  it('drops a target type it does not know from the URL, and asks for the whole log', async () => {
    const view = renderWithProviders(<AuditPage />, { url: '/audit?target=rule:4&q=ops', permissions });
    await waitFor(() => expect(view.search().has('target')).toBe(false));
    expect(view.search().get('q')).toBe('ops');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('ops'));
    expect(asked.every((q) => !q.has('target_type'))).toBe(true);
  });
});

describe('Audit log by person', () => {
  const base = { request_id: null, at: '2026-11-25T18:00:00.000Z', target_type: 'person', detail: {} };
  const ana = {
    id: 5,
    email: 'ana@example.test',
    name: 'Ana Lima',
    role: 'owner',
    state: 'active',
    totp_enabled: true,
    sso: false,
    created_at: base.at,
    last_seen_at: null,
  };

  it('names the person, the key or the service in the By column, and targets by address', async () => {
    const entries: AuditEntry[] = [
      {
        ...base,
        id: 3,
        key_id: null,
        key_name: null,
        person_id: 5,
        person_name: 'Ana Lima',
        action: 'person.update',
        target_id: '8',
        detail: {
          before: { email: 'bo@example.test', role: 'admin' },
          after: { email: 'bo@example.test', role: 'viewer' },
        },
      },
      {
        ...base,
        id: 2,
        key_id: 1,
        key_name: 'ops',
        person_id: null,
        person_name: null,
        action: 'person.remove',
        target_id: '9',
        target_label: 'cy@example.test',
      },
      {
        ...base,
        id: 1,
        key_id: null,
        key_name: null,
        action: 'sign_in_settings.update',
        target_type: 'sign_in_settings',
        target_id: '1',
        detail: { before: { require_totp: false }, after: { require_totp: true } },
      },
    ];
    server.use(http.get(api('/audit-log'), () => reply(200, ok({ entries, next_cursor: null }))));
    renderWithProviders(<AuditPage />, { url: '/audit', permissions });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'By' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Ana Lima');
    expect(rows[0]).toHaveTextContent('Role changed');
    expect(rows[0]).toHaveTextContent('bo@example.test');
    expect(rows[0]).toHaveTextContent('Admin → Viewer');
    expect(rows[1]).toHaveTextContent('ops');
    expect(rows[1]).toHaveTextContent('cy@example.test');
    expect(rows[2]).toHaveTextContent('The service');
    expect(rows[2]).toHaveTextContent('Sign-in settings');
    expect(rows[2]).toHaveTextContent('second factor required of everyone');
    expect(table).not.toHaveTextContent(/person \d/i);
  });

  it('reads a person named by id alone by their address from the people list', async () => {
    people = [ana];
    const entries: AuditEntry[] = [
      { ...base, id: 1, key_id: 1, key_name: 'ops', action: 'person.reset_totp', target_id: '5' },
    ];
    server.use(http.get(api('/audit-log'), () => reply(200, ok({ entries, next_cursor: null }))));
    renderWithProviders(<AuditPage />, { url: '/audit', permissions });
    const row = (await screen.findByRole('cell', { name: 'Second factor reset' })).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('ana@example.test'));
  });

  it('filters by a person chosen from the people list, kept in the URL as person_id', async () => {
    people = [ana];
    const view = renderWithProviders(<AuditPage />, { url: '/audit', permissions });
    const select = await screen.findByRole('combobox', { name: 'Person' });
    expect(screen.getByRole('option', { name: 'Ana Lima' })).toBeInTheDocument();
    await userEvent.selectOptions(select, '5');
    await waitFor(() => expect(asked.at(-1)?.get('person_id')).toBe('5'));
    expect(view.search().get('person')).toBe('5');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(asked.at(-1)?.has('person_id')).toBe(false));
  });

  it('offers no Person filter where the service has no people, and opens a shared link by id', async () => {
    server.use(http.get(api('/people'), () => reply(404, errorBody('not_found', 'No such route.'))));
    renderWithProviders(<AuditPage />, { url: '/audit', permissions });
    await screen.findByRole('table');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Person' })).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Key' })).toBeInTheDocument();
  });

  it('drops the person from the query once the service refuses person_id by name', async () => {
    server.use(
      http.get(api('/audit-log'), ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        if (q.has('person_id'))
          return reply(400, errorBody('invalid_request', 'Unknown query parameter: person_id.'));
        return reply(200, ok({ entries: [entry], next_cursor: null }));
      }),
    );
    people = [ana];
    renderWithProviders(<AuditPage />, { url: '/audit?person=5', permissions });
    await waitFor(() => expect(asked.at(-1)?.has('person_id')).toBe(false));
    expect(await screen.findByText(/https:\/\/hooks\.example\/in/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Person' })).toBeNull();
  });
});
