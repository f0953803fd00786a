import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { computeRates, statCounters, type StatCounts } from '@/contract';
import { renderWithProviders } from '@/test/render';
import { HealthBanner } from './health-banner';

const counts = (over: Partial<StatCounts>) =>
  ({ ...Object.fromEntries(statCounters.map((c) => [c, 0])), ...over }) as StatCounts;
const overviewOf = (c: StatCounts) => ({
  from: '2026-11-01',
  to: '2026-11-28',
  counts: c,
  rates: computeRates(c),
});
const calm = overviewOf(counts({ accepted: 10_000, delivered: 9_950, hard_bounced: 20, complained: 2 }));
const critical = overviewOf(counts({ accepted: 10_000, delivered: 9_000, hard_bounced: 900, complained: 2 }));

describe('HealthBanner beside the alerts firing now', () => {
  it('says a calm range is healthy only while no alert fires in its scope', () => {
    renderWithProviders(<HealthBanner overview={calm} criticalDays={0} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Sender reputation looks healthy over this range');
  });

  it('never calls a range healthy under firing alerts: it names them and links to them', () => {
    renderWithProviders(<HealthBanner overview={calm} criticalDays={0} firing={{ count: 7, firstId: 3 }} />);
    expect(screen.getByRole('heading')).toHaveTextContent(
      'Rates over this range are under the warning lines, but 7 alerts are firing now',
    );
    expect(screen.queryByText(/looks healthy/)).toBeNull();
    expect(screen.getByRole('link', { name: 'See the alerts' })).toHaveAttribute(
      'href',
      '/alerts?state=firing',
    );
  });

  it('opens the one alert firing, and adds it to a critical verdict', () => {
    renderWithProviders(
      <HealthBanner overview={critical} criticalDays={3} firing={{ count: 1, firstId: 42 }} />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(/Bounce rate .* is critical/);
    expect(screen.getByText('1 alert is firing now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the alert' })).toHaveAttribute(
      'href',
      '/alerts?incident=42',
    );
  });
});
