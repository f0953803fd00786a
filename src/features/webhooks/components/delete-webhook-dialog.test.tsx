import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DeleteWebhookDialog } from './delete-webhook-dialog';

describe('DeleteWebhookDialog', () => {
  it('counts the queued deliveries it drops with thousands separators', async () => {
    const webhook = {
      id: 3,
      url: 'https://hooks.example.test/in',
      event_types: ['bounced'],
      created_at: '2026-11-20T10:00:00.000Z',
      health: {
        attempts_24h: 0,
        succeeded_24h: 0,
        last_status_code: null,
        last_error: null,
        last_attempt_at: null,
        pending: 2250,
      },
    };
    renderWithProviders(<DeleteWebhookDialog webhook={webhook} open onClose={() => {}} />);
    expect(await screen.findByText(/2,250 queued deliveries are dropped/)).toBeInTheDocument();
  });
});
