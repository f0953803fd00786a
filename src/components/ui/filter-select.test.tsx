import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect, filterOptions } from './filter-select';

const options = [
  { value: '', label: 'Any event' },
  { value: 'opened', label: 'Opened' },
  { value: 'clicked', label: 'Clicked' },
];

describe('FilterSelect', () => {
  it('is a select named by its caption, offering the options in order, and reports the value picked', async () => {
    const onChange = vi.fn();
    render(<FilterSelect label="Has event" value="" onChange={onChange} options={options} />);
    const select = screen.getByRole('combobox', { name: 'Has event' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any event',
      'Opened',
      'Clicked',
    ]);
    await userEvent.selectOptions(select, 'Clicked');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('clicked');
  });

  it('shows what the URL holds, follows it, and marks a refused value', () => {
    const { rerender } = render(
      <FilterSelect label="Has event" value="opened" onChange={vi.fn()} options={options} />,
    );
    expect(screen.getByRole('combobox', { name: 'Has event' })).toHaveValue('opened');
    rerender(<FilterSelect label="Has event" value="" invalid onChange={vi.fn()} options={options} />);
    const select = screen.getByRole('combobox', { name: 'Has event' });
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a control beside it under the same caption, and takes the id it is given', async () => {
    function Target() {
      const [type, setType] = useState('');
      return (
        <FilterSelect
          id="audit-target"
          label="Target"
          value={type}
          onChange={setType}
          options={[
            { value: '', label: 'Anything' },
            { value: 'key', label: 'API keys' },
          ]}
          addon={type && <input aria-label="Target id" />}
        />
      );
    }
    render(<Target />);
    expect(screen.queryByRole('textbox', { name: 'Target id' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Target'), 'key');
    expect(screen.getByLabelText('Target')).toHaveAttribute('id', 'audit-target');
    expect(screen.getByRole('textbox', { name: 'Target id' })).toBeVisible();
  });
});

describe('filterOptions', () => {
  it('puts "any" first, then each value in words, from a record or a function', () => {
    const labels = { opened: 'Opened', clicked: 'Clicked' };
    expect(filterOptions('Any event', ['opened', 'clicked'] as const, labels)).toEqual(options);
    expect(filterOptions('Any', ['a'], (v) => v.toUpperCase())).toEqual([
      { value: '', label: 'Any' },
      { value: 'a', label: 'A' },
    ]);
  });
});
