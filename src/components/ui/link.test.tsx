import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Link, NavLink } from './link';

function Where() {
  const { pathname, search, state } = useLocation();
  return <output aria-label="where">{`${pathname}${search} ${JSON.stringify(state)}`}</output>;
}

const navLinks = (
  <nav>
    {['/alerts', '/messages', '/bounces/explain'].map((to) => (
      <NavLink key={to} to={to} className={({ isActive }) => (isActive ? 'on' : 'off')}>
        {to}
      </NavLink>
    ))}
    <NavLink to="/" end>
      home
    </NavLink>
  </nav>
);

describe('Link', () => {
  it('navigates in the app with its state, and renders a real href', async () => {
    const onClick = vi.fn();
    render(
      <MemoryRouter initialEntries={['/messages']}>
        <Link
          to={{ pathname: '/messages/msg_1', search: '?from=list' }}
          state={{ back: 2 }}
          onClick={onClick}
        >
          Open
        </Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link).toHaveAttribute('href', '/messages/msg_1?from=list');
    await userEvent.setup().click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
      '/messages/msg_1?from=list {"back":2}',
    );
  });

  it('leaves a modified click and a caller that prevented it to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/stats']}>
        <Link to="/messages">Activity</Link>
        <Link to="/alerts" onClick={(event) => event.preventDefault()}>
          Alerts
        </Link>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Activity' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Alerts' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/stats null');
  });
});

describe('NavLink', () => {
  it('is the current page on its path and below it, never on a longer name or elsewhere', () => {
    render(<MemoryRouter initialEntries={['/alerts/rules/7']}>{navLinks}</MemoryRouter>);
    const alerts = screen.getByRole('link', { name: '/alerts' });
    expect(alerts).toHaveAttribute('aria-current', 'page');
    expect(alerts).toHaveClass('on');
    for (const name of ['/messages', '/bounces/explain', 'home']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
    expect(screen.getByRole('link', { name: '/messages' })).toHaveClass('off');
  });

  it('matches the path whatever its case, and `end` only on the path itself', () => {
    const { unmount } = render(<MemoryRouter initialEntries={['/Bounces/Explain']}>{navLinks}</MemoryRouter>);
    expect(screen.getByRole('link', { name: '/bounces/explain' })).toHaveAttribute('aria-current', 'page');
    unmount();
    render(<MemoryRouter initialEntries={['/alertsx']}>{navLinks}</MemoryRouter>);
    expect(screen.getByRole('link', { name: '/alerts' })).not.toHaveAttribute('aria-current');
  });

  it('marks the root only on the root with `end`', () => {
    render(<MemoryRouter initialEntries={['/']}>{navLinks}</MemoryRouter>);
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '/alerts' })).not.toHaveAttribute('aria-current');
  });
});
