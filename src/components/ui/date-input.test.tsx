import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it("shows the console's day format, not the browser's mm/dd/yyyy", () => {
    render(<DateInput label="From (UTC day)" value="2026-03-01" onChange={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'From (UTC day)' });
    expect(field).toHaveValue('1 Mar 2026');
    expect(field).toHaveAttribute('placeholder', '25 Nov 2026');
    expect(field).not.toHaveAttribute('type', 'date');
  });

  it.each([
    ['25 Nov 2026', '2026-11-25'],
    ['25 november 2026', '2026-11-25'],
    ['Nov 25, 2026', '2026-11-25'],
    ['2026-11-25', '2026-11-25'],
  ])('takes a typed %j as %s, and shows it in the console format on leaving', async (typed, day) => {
    const onChange = vi.fn();
    render(<DateInput label="From" value="2026-03-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    expect(onChange).toHaveBeenLastCalledWith(day);
    await userEvent.tab();
    expect(field).toHaveValue('25 Nov 2026');
  });

  it('says clearly what is wrong with text that is not a day, and Escape puts the day back', async () => {
    const onChange = vi.fn();
    render(<DateInput label="From" value="2026-03-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(field);
    onChange.mockClear();
    await userEvent.type(field, '11/25/2026{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      '“11/25/2026” is not a day. Type it like 25 Nov 2026 or 2026-11-25.',
    );
    await userEvent.type(field, '{Escape}');
    expect(field).toHaveValue('1 Mar 2026');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a year still being typed out of the URL', async () => {
    const onChange = vi.fn();
    render(<DateInput label="From" value="2026-03-01" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    await userEvent.clear(field);
    onChange.mockClear();
    await userEvent.type(field, '2025-03-0');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '0002-03-01' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the filter when emptied, unless the page always needs a day', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateInput label="To" value="2026-03-01" onChange={onChange} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'To' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('');
    onChange.mockClear();
    rerender(<DateInput label="To" value="2026-03-02" required onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'To' });
    expect(field).toHaveValue('2 Mar 2026');
    await userEvent.clear(field);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(field).toHaveValue('2 Mar 2026');
  });

  it("opens the browser's calendar from a named, keyboard-reachable button, and takes its day", async () => {
    const onChange = vi.fn();
    const showPicker = vi.fn();
    HTMLInputElement.prototype.showPicker = showPicker;
    render(
      <DateInput
        label="From"
        pickerLabel="Pick the first day from a calendar"
        value="2026-03-01"
        onChange={onChange}
      />,
    );
    await userEvent.tab();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Pick the first day from a calendar' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(showPicker).toHaveBeenCalledOnce();
    const calendar = document.querySelector('input[type="date"]')!;
    expect(calendar).toHaveAttribute('tabindex', '-1');
    fireEvent.change(calendar, { target: { value: '2026-02-14' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-02-14');
  });
});
