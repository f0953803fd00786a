import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Removed({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  useEffect(() => {
    toast({ message: 'Removed a@x.test.', action: { label: 'Undo', onAction: onUndo, shortcut: 'z' } });
  }, [toast, onUndo]);
  return <input aria-label="Search" />;
}

const show = (onUndo: () => void) =>
  render(
    <ToastProvider>
      <Removed onUndo={onUndo} />
    </ToastProvider>,
  );

describe('toast shortcuts', () => {
  it('says which key runs the action, and z runs it once and closes the toast', async () => {
    const onUndo = vi.fn();
    show(onUndo);
    expect(await screen.findByText('Removed a@x.test.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Removed a@x.test. Press Z to undo.');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-keyshortcuts', 'Z');
    await userEvent.keyboard('z');
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Removed a@x.test.')).toBeNull();
    await userEvent.keyboard('z');
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it('leaves z and Ctrl+Z to a text field that has focus', async () => {
    const onUndo = vi.fn();
    show(onUndo);
    await userEvent.click(screen.getByRole('textbox', { name: 'Search' }));
    await userEvent.keyboard('z{Control>}z{/Control}');
    expect(onUndo).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('z');
  });

  it('takes Ctrl+Z outside text fields', async () => {
    const onUndo = vi.fn();
    show(onUndo);
    await screen.findByText('Removed a@x.test.');
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(onUndo).toHaveBeenCalledTimes(1);
  });
});
