import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@/contract';
import { api, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { serviceModes, applyServiceMode } from '@/test/service-modes';
import { KeysPage } from './keys-page';

const server = startMswServer();

const opsKey: ApiKey = {
  id: 1,
  name: 'ops',
  key_hint: 'abcd',
  permissions: ['admin'],
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};

describe.each(serviceModes)('the keys page against $service', ({ specOnly }) => {
  it(
    specOnly ? 'says the service manages no keys here' : 'lists the keys and offers to create one',
    async () => {
      server.use(http.get(api('/keys'), () => reply(200, ok({ keys: [opsKey], current_key_id: 1 }))));
      applyServiceMode(server, specOnly);
      renderWithProviders(<KeysPage />, { url: '/keys' });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      if (specOnly) {
        expect(await screen.findByText("This service doesn't manage keys here")).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
        expect(screen.queryByRole('table')).toBeNull();
      } else {
        expect(await screen.findByText('ops')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Create key' })).toBeInTheDocument();
        expect(screen.queryByText("This service doesn't manage keys here")).toBeNull();
      }
    },
    30_000,
  );
});
