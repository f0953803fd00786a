import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputField, NumberField, SelectField } from './field';

describe('one-control fields', () => {
  it('names the input by its label, and describes it by its error and hint', () => {
    render(<InputField label="Name" hint="Who uses it." error="Give it a name." defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Give it a name. Who uses it.');
  });

  it('bounds a number field by the [min, max] pair it is given', () => {
    render(<NumberField label="Window (minutes)" range={[5, 1440]} defaultValue="60" />);
    const input = screen.getByRole('spinbutton', { name: 'Window (minutes)' });
    expect(input).toHaveAttribute('min', '5');
    expect(input).toHaveAttribute('max', '1440');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('offers a select its children as options, under its label', () => {
    render(
      <SelectField label="Provider" defaultValue="gmail">
        <option value="">Every provider</option>
        <option value="gmail">Gmail</option>
      </SelectField>,
    );
    expect(screen.getByRole('combobox', { name: 'Provider' })).toHaveValue('gmail');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Every provider', 'Gmail']);
  });
});
