import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { statCounters, type StatCounts } from '@/contract';
import { toChartDays } from '../chart-data';
import { DailyTable } from './daily-table';

const day = (date: string, over: Partial<StatCounts>) => ({
  date,
  ...(Object.fromEntries(statCounters.map((c) => [c, 0])) as StatCounts),
  ...over,
});

describe('the daily table', () => {
  it('marks a day over the critical complaint line that had too little mail to judge, as the banner does', () => {
    render(
      <DailyTable
        days={toChartDays([
          day('2026-11-02', { accepted: 200, delivered: 200, complained: 1 }),
          day('2026-11-03', { accepted: 5000, delivered: 5000, complained: 20 }),
          day('2026-11-04', { accepted: 5000, delivered: 5000, complained: 1 }),
        ])}
      />,
    );
    const row = (name: RegExp) => screen.getByRole('row', { name });
    expect(within(row(/2 Nov/)).getAllByRole('cell').at(-1)).toHaveTextContent(
      '0.50% Critical line, too little mail to judge',
    );
    expect(within(row(/3 Nov/)).getAllByRole('cell').at(-1)).toHaveTextContent('0.40% Critical');
    expect(within(row(/4 Nov/)).getAllByRole('cell').at(-1)).toHaveTextContent(/^0\.02%$/);
  });
});

describe('each day of the daily table', () => {
  it("links to that day's messages in the activity log, in the page's sending domain", () => {
    render(
      <MemoryRouter>
        <DailyTable
          days={toChartDays([day('2026-11-10', { accepted: 2028, delivered: 2000 })])}
          links={{ domainId: 3 }}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Tue, 10 Nov 2026' });
    expect(link).toHaveAttribute('href', '/messages?range=custom&since=2026-11-10&until=2026-11-10&domain=3');
  });

  it('stays plain text where the service has no activity log', () => {
    render(<DailyTable days={toChartDays([day('2026-11-10', { accepted: 1 })])} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
