import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/contract';
import { api, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { serviceModes, applyServiceMode } from '@/test/service-modes';
import { AuditPage } from './audit-page';

const server = startMswServer();

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
