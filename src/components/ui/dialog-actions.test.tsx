import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';

describe('DialogActions', () => {
  it("submits its dialog's form from the primary button and from Enter in a field", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Dialog
        open
        onClose={vi.fn()}
        title="Add webhook"
        footer={<DialogActions onCancel={vi.fn()} confirmLabel="Add webhook" form="add" />}
      >
        <form id="add" onSubmit={onSubmit}>
          <input aria-label="URL" />
        </form>
      </Dialog>,
    );
    const primary = screen.getByRole('button', { name: 'Add webhook' });
    expect(primary).toHaveAttribute('type', 'submit');
    await user.click(primary);
    await user.type(screen.getByLabelText('URL'), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('while busy: Cancel is disabled and the primary shows progress under its own name', () => {
    render(<DialogActions onCancel={vi.fn()} confirmLabel="Save changes" form="f" busy />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const primary = screen.getByRole('button', { name: 'Save changes' });
    expect(primary).toBeDisabled();
    expect(primary).toHaveAttribute('aria-busy', 'true');
  });

  it('lays out other actions, then Cancel, then the primary; a dismiss-only footer has one button', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { container, rerender } = render(
      <DialogActions onCancel={onCancel} confirmLabel="Remove" destructive onConfirm={onConfirm}>
        <a href="/x">Open</a>
      </DialogActions>,
    );
    const order = () => [...container.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(order()).toEqual(['Open', 'Cancel', 'Remove']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    rerender(<DialogActions onCancel={onCancel} cancelLabel="Close" />);
    expect(order()).toEqual(['Close']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
