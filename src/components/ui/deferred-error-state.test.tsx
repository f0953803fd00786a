import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';

const offline = new ApiError({ status: 0, code: 'network_error', message: 'Failed to fetch' });

afterEach(() => {
  vi.doUnmock('./error-state');
  vi.resetModules();
  vi.restoreAllMocks();
});

describe('DeferredErrorState', () => {
  it("says at once what failed, with the retry; then the kit's whole error state, the service's words included", async () => {
    const { DeferredErrorState } = await import('./deferred-error-state');
    const onRetry = vi.fn();
    render(<DeferredErrorState error={offline} title="This page failed to load" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This page failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText("Can't reach the service. Check your connection and try again."),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('where the error state cannot be fetched (a deploy replaced the files): the title and the retry stay', async () => {
    vi.doMock('./error-state', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { DeferredErrorState } = await import('./deferred-error-state');
    const onRetry = vi.fn();
    render(<DeferredErrorState error={offline} title="This page failed to load" onRetry={onRetry} />);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('alert')).toHaveTextContent('This page failed to load');
    expect(screen.queryByText(/Can't reach the service/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
