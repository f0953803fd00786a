import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

/** What the browser does on Escape: a cancelable `cancel` event on the open <dialog>. */
const pressEscape = () => fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));

/** A confirmation whose action fails the first time and works the second, like a flaky service. */
function Revoke({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [reason, setReason] = useState('');
  const [attempts, setAttempts] = useState(0);
  return (
    <ConfirmDialog
      title="Revoke this key?"
      consequence="It stops working at once."
      confirmLabel="Revoke key"
      destructive
      busy={busy}
      error={error}
      errorTitle="Couldn't revoke the key"
      onClose={onClose}
      onConfirm={() => {
        setBusy(true);
        setAttempts(attempts + 1);
        setTimeout(() => {
          setBusy(false);
          if (attempts === 0) setError(new Error('The service is busy.'));
          else onDone();
        }, 10);
      }}
    >
      <label>
        Reason
        <input value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('names the dialog and its consequence, and cancels with Cancel or Escape', async () => {
    const onClose = vi.fn();
    render(<Revoke onDone={vi.fn()} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    expect(dialog).toHaveAccessibleDescription('It stops working at once.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while busy: the primary shows progress, nothing can be pressed, and Escape waits', async () => {
    const onClose = vi.fn();
    render(<Revoke onDone={vi.fn()} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    const primary = screen.getByRole('button', { name: 'Revoke key' });
    expect(primary).toBeDisabled();
    expect(primary).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toBeVisible();
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a failure in the dialog, keeps what was typed, and confirms again from there', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    render(<Revoke onDone={onDone} onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('Reason'), 'leaked');
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't revoke the key");
    expect(alert).toHaveTextContent('The service is busy.');
    expect(screen.getByRole('dialog', { name: 'Revoke this key?' })).toBeVisible();
    expect(screen.getByLabelText('Reason')).toHaveValue('leaked');
    expect(screen.getByRole('button', { name: 'Revoke key' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Revoke key' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  });

  it('confirms on Enter in a field, but not while the action cannot run', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        title="Rotate?"
        consequence="A new secret."
        confirmLabel="Rotate secret"
        confirmDisabled
        onConfirm={onConfirm}
        onClose={vi.fn()}
      >
        <input aria-label="Hours" />
      </ConfirmDialog>,
    );
    await user.type(screen.getByLabelText('Hours'), '0{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    rerender(
      <ConfirmDialog
        title="Rotate?"
        consequence="A new secret."
        confirmLabel="Rotate secret"
        onConfirm={onConfirm}
        onClose={vi.fn()}
      >
        <input aria-label="Hours" />
      </ConfirmDialog>,
    );
    await user.type(screen.getByLabelText('Hours'), '{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('without details, asks with its title and consequence alone and confirms with its button', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        title="Revoke this key?"
        consequence="It stops working at once."
        confirmLabel="Revoke key"
        destructive
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog').querySelector('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke key' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
