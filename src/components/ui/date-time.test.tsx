import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatLocal } from '@/lib/format';
import { DateTime } from './date-time';

const iso = '2026-11-21T05:11:26.000Z';

describe('DateTime', () => {
  it('describes the exact UTC time from the start and adds the viewer’s own once the tooltip opens', async () => {
    render(<DateTime iso={iso} />);
    const time = screen.getByText((_, element) => element?.tagName === 'TIME');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).toHaveTextContent('21 Nov 2026, 05:11:26 UTC');
    expect(tooltip).not.toHaveTextContent('your time');

    await userEvent.tab();
    expect(time.parentElement).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(`${formatLocal(iso)} (your time)`);
    expect(time.parentElement).toHaveAccessibleDescription(
      `21 Nov 2026, 05:11:26 UTC${formatLocal(iso)} (your time)`,
    );
  });
});
