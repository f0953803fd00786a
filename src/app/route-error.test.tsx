import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('The chunk for this page could not be loaded.');
}

function Shell() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/fine">Elsewhere</Link>
      <RouteErrorBoundary resetKey={pathname}>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows a failed page with a reload, keeps what is outside it, and clears on navigation', async () => {
    // React reports caught render errors on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Shell />
      </MemoryRouter>,
    );
    // At once the title and the reload; the error's own words come with the error state's code.
    expect(screen.getByRole('alert')).toHaveTextContent('This page failed to load');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('The chunk for this page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This page failed to load');

    await userEvent.setup().click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
