import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SummaryEntry } from '../lib/import/reason-summary';
import { ReasonSummaryList } from './reason-summary-list';

const entry = (source: string, count: number): SummaryEntry => ({
  source,
  reason: 'hard_bounce',
  defaulted: false,
  count,
});

describe('ReasonSummaryList', () => {
  it('shows the six largest values, and the rest behind "Show N more"', async () => {
    const entries = Array.from({ length: 9 }, (_, i) => entry(`55${i}`, 20 - i));
    render(<ReasonSummaryList summary={{ entries, other: { manual: 4 } }} />);
    const list = screen.getByRole('region', { name: 'Reasons of the rows to import' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('20 ×550→read asHard bounce');
    // 3 more values (12 + 13 + 14 rows) and the lumped free text (4 rows).
    const more = screen.getByRole('button', { name: 'Show 4 more (43 rows)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('listitem')[9]).toHaveTextContent('4 ×other values → Manual');
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });
});
