import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnCapability } from '@/lib/capabilities';
import { navItems } from './nav-items';
import { NavGate } from './nav-gate';

describe('an extension’s navigation item', () => {
  it('shows until the service says it lacks the extension, then goes', () => {
    const domains = navItems.find((item) => item.to === '/domains');
    expect(domains?.extension).toBe('listDomains');
    render(
      <ul>
        <NavGate extension={domains!.extension!}>
          <li>Domains</li>
        </NavGate>
      </ul>,
    );
    expect(screen.getByText('Domains')).toBeInTheDocument();
    act(() => learnCapability('listDomains', true));
    expect(screen.getByText('Domains')).toBeInTheDocument();
    act(() => learnCapability('listDomains', false));
    expect(screen.queryByText('Domains')).toBeNull();
  });
});
