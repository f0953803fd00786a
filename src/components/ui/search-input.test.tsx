import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchInput', () => {
  it('searches once typing pauses, at once on Enter, and clears with Escape or the clear button', () => {
    const onSearch = vi.fn();
    render(<SearchInput label="Subject contains" value="" onSearch={onSearch} pauseMs={300} />);
    const box = screen.getByRole('searchbox', { name: 'Subject contains' });
    fireEvent.change(box, { target: { value: 'invoice' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenLastCalledWith('invoice');

    fireEvent.change(box, { target: { value: 'invoice 4' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('invoice 4');

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');

    fireEvent.change(box, { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('without a visible caption, is named by its label and shows its shortcut', () => {
    render(<SearchInput label="Search" hideLabel shortcut="/" value="a@x.test" onSearch={vi.fn()} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('a@x.test');
    expect(box).toHaveAttribute('aria-keyshortcuts', '/');
  });
});
