import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionalBoundary } from './optional-boundary';

describe('OptionalBoundary', () => {
  it('shows nothing in place of code that cannot be fetched, and leaves the rest on screen', async () => {
    const Badge = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <nav aria-label="Main">
        <a href="/alerts">
          Alerts
          <OptionalBoundary>
            <Badge />
          </OptionalBoundary>
        </a>
      </nav>,
    );
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Alerts' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent(/^Alerts$/);
    vi.mocked(console.error).mockRestore();
  });

  it('shows what it wraps while that works', () => {
    render(
      <OptionalBoundary>
        <span>3 firing</span>
      </OptionalBoundary>,
    );
    expect(screen.getByText('3 firing')).toBeInTheDocument();
  });
});
