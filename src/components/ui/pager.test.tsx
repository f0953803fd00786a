import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, ShowMore } from './pager';

describe('Pager', () => {
  it('calls through next and previous, named by the labels, in a named landmark with a live count', async () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    render(
      <Pager
        status="51–100 of 240"
        hasPrevious
        hasNext
        onPrevious={onPrevious}
        onNext={onNext}
        previousLabel="Newest"
        nextLabel="Older messages"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('51–100 of 240');
    expect(screen.getByText('51–100 of 240')).toHaveAttribute('aria-live', 'polite');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Older messages' }));
    await user.click(screen.getByRole('button', { name: 'Newest' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onPrevious).toHaveBeenCalledOnce();
  });

  it('disables the way that is closed, and ignores clicks while a page loads', async () => {
    const onNext = vi.fn();
    const { rerender } = render(<Pager hasPrevious={false} hasNext onPrevious={() => {}} onNext={onNext} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pager hasPrevious={false} hasNext onPrevious={() => {}} onNext={onNext} busy />);
    const next = screen.getByRole('button', { name: 'Next' });
    await userEvent.setup().click(next);
    expect(next).toBeEnabled(); // keeps focus while busy
    expect(onNext).not.toHaveBeenCalled();
    rerender(<Pager hasPrevious hasNext={false} onPrevious={() => {}} onNext={onNext} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('ShowMore', () => {
  it('adds a page on click, and once all are in says so in its live region', async () => {
    const onMore = vi.fn();
    const { rerender } = render(<ShowMore label="Show older" hasMore loading={false} onMore={onMore} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older' }));
    expect(onMore).toHaveBeenCalledOnce();
    rerender(<ShowMore hasMore={false} loading={false} onMore={onMore} status="All 12 shown." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('All 12 shown.')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps an empty live region while there is nothing to say, so its first words are read', () => {
    const { container } = render(<ShowMore hasMore={false} loading={false} onMore={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });
});
