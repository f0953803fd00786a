import type { ReactNode, Ref } from 'react';
import { Button } from './button';

export interface DialogActionsProps {
  /** Dismisses without doing anything; the button says "Cancel" unless `cancelLabel` names it. */
  onCancel?: () => void;
  cancelLabel?: string;
  cancelRef?: Ref<HTMLButtonElement>;
  /** The primary action; leave it out for a footer that only dismisses. */
  confirmLabel?: ReactNode;
  /**
   * The id of the form the primary button submits: it is that form's submit button, so Enter in
   * one of its fields submits too, and the form's own checks run first.
   */
  form?: string;
  /** The primary action when there is no form. */
  onConfirm?: () => void;
  confirmRef?: Ref<HTMLButtonElement>;
  /** Red primary, for what cannot be taken back. */
  destructive?: boolean;
  /** The action is in flight: the primary shows progress, and neither button can be pressed again. */
  busy?: boolean;
  /** The action cannot run yet (a required choice is missing). */
  confirmDisabled?: boolean;
  /** Other actions, placed before Cancel: a link to what was made, "Choose another file". */
  children?: ReactNode;
}

/** The buttons of a dialog's footer (pass it as Dialog's `footer`): others, Cancel, then the primary. */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  cancelRef,
  confirmLabel,
  form,
  onConfirm,
  confirmRef,
  destructive = false,
  busy = false,
  confirmDisabled = false,
  children,
}: DialogActionsProps) {
  return (
    <>
      {children}
      {onCancel && (
        <Button ref={cancelRef} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      )}
      {confirmLabel !== undefined && (
        <Button
          ref={confirmRef}
          variant={destructive ? 'danger' : 'primary'}
          type={form ? 'submit' : 'button'}
          form={form}
          onClick={form ? undefined : onConfirm}
          loading={busy}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      )}
    </>
  );
}
