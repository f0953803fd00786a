import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learnCapability } from '@/lib/capabilities';
import { renderWithProviders } from '@/test/render';
import type { DayHealth } from '../health';
import { AlertMeLinks } from './alert-me-links';

const day = (bounce: 'warning' | 'critical' | null, complaint: 'warning' | 'critical' | null): DayHealth => ({
  date: '2026-11-20',
  health: {
    bounce_rate: { value: 0.06, band: bounce, tooFew: false },
    complaint_rate: { value: 0.0015, band: complaint, tooFew: false },
  },
  worst: bounce ?? complaint,
});

describe('Alert me when this happens', () => {
  it('links to the new-rule form prefilled with each rate at the worst line it crossed', () => {
    renderWithProviders(<AlertMeLinks flagged={[day('critical', 'warning'), day('warning', null)]} />, {
      permissions: { admin: true, stats: true },
    });
    // Learnt from the banner's or the navigation's ask, after the key signed in.
    act(() => learnCapability('listAlerts', true));
    const [bounce, complaint] = screen.getAllByRole('link', { name: /Alert me when this happens/ });
    const query = (a: HTMLElement) => new URL(a.getAttribute('href')!, 'http://x').searchParams;
    expect(bounce).toHaveAccessibleName('Alert me when this happens (bounce rate ≥ 5%)');
    expect(Object.fromEntries(query(bounce!))).toMatchObject({
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: '0.05',
    });
    expect(Object.fromEntries(query(complaint!))).toMatchObject({
      metric: 'complaint_rate',
      threshold: '0.001',
    });
    expect(bounce).toHaveAttribute('href', expect.stringMatching(/^\/alerts\/rules\/new\?/));
  });

  it('is not offered to a key that cannot write rules, or where the service has no alerts', () => {
    const { unmount } = renderWithProviders(<AlertMeLinks flagged={[day('critical', null)]} />, {
      permissions: { admin: false, stats: true },
    });
    act(() => learnCapability('listAlerts', true));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<AlertMeLinks flagged={[day('critical', null)]} />, {
      permissions: { admin: true, stats: true },
    });
    act(() => learnCapability('listAlerts', false));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
