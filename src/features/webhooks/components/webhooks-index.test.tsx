import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { WebhooksPage } from './webhooks-page';

startMswServer();

describe('the webhooks page', () => {
  it('has no bounce explainer any more, and sends an old "Explain a bounce" link to its own page', async () => {
    const { location } = renderWithProviders(<WebhooksPage />, { url: '/webhooks?tab=explain' });
    await waitFor(() => expect(location()).toBe('/bounces/explain'));
  });

  it('keeps the endpoints and the signature checker as its tabs', async () => {
    renderWithProviders(<WebhooksPage />, { url: '/webhooks?tab=verify' });
    const tabs = within(await screen.findByRole('tablist', { name: 'Webhooks' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Endpoints', 'Verify a signature']);
  });
});
