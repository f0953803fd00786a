import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it('writes a plausible day, keeps a year being typed as a draft, and shows the URL again on leaving', () => {
    const onChange = vi.fn();
    render(<DateInput label="From (UTC day)" value="2026-03-01" onChange={onChange} />);
    const field = screen.getByLabelText('From (UTC day)');
    fireEvent.change(field, { target: { value: '0002-03-01' } });
    expect(field).toHaveValue('0002-03-01');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '2025-03-01' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2025-03-01');
    fireEvent.change(field, { target: { value: '0020-03-01' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('2026-03-01');
  });

  it('clears the filter when emptied, unless the page always needs a day', () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateInput label="To" value="2026-03-01" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    onChange.mockClear();
    rerender(<DateInput label="To" value="2026-03-02" required onChange={onChange} />);
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-02');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
