import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemovalWarning } from './removal-warning';

describe('RemovalWarning', () => {
  it('counts the complaints among a selection with thousands separators', () => {
    render(<RemovalWarning reason="complaint" count={2250} />);
    expect(screen.getByText(/^2,250 of them are complaints/)).toBeInTheDocument();
  });
});
