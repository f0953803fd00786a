import { useId, type FormEvent, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';
import { ErrorState } from './error-state';

export interface ConfirmDialogProps {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What confirming does, in words; read out with the title. */
  consequence: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  destructive?: boolean;
  /** The action is in flight: Escape, the backdrop and both buttons wait for it. */
  busy?: boolean;
  confirmDisabled?: boolean;
  /** The last attempt's failure, shown here; the dialog stays open with every choice in it kept. */
  error?: unknown;
  errorTitle?: string;
  size?: DialogProps['size'];
  /** Details and choices between the consequence and the buttons. */
  children?: ReactNode;
}

/**
 * "Are you sure?" for one action. Its content is a form the primary button submits, so Enter in a
 * field confirms like the button does (and, like it, not while the action runs or cannot run).
 */
export function ConfirmDialog({
  open = true,
  consequence,
  confirmLabel,
  onConfirm,
  destructive = false,
  busy = false,
  confirmDisabled = false,
  error,
  errorTitle = 'That did not work',
  size = 'sm',
  children,
  ...dialog
}: ConfirmDialogProps) {
  const formId = useId();
  // Nothing to fill in or show: no body, and the primary button acts by itself.
  const hasBody = (children !== undefined && children !== null && children !== false) || error != null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      {...dialog}
      {...{ open, busy, size }}
      description={consequence}
      footer={
        <DialogActions
          onCancel={dialog.onClose}
          confirmLabel={confirmLabel}
          form={hasBody ? formId : undefined}
          onConfirm={onConfirm}
          destructive={destructive}
          busy={busy}
          confirmDisabled={confirmDisabled}
        />
      }
    >
      {hasBody && (
        <form
          id={formId}
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300"
        >
          {children}
          {error != null && <ErrorState error={error} title={errorTitle} />}
        </form>
      )}
    </Dialog>
  );
}
