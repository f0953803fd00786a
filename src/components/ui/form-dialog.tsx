import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';

interface FormDialogProps extends Omit<DialogProps, 'footer' | 'children'> {
  /** The primary button's words; it submits the form (Enter in a field does too). */
  confirmLabel: string;
  confirmDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's id, when its fields need it (inputs outside the form); one is made otherwise. */
  formId?: string;
  formClassName?: string;
  children: ReactNode;
}

/** A dialog around one form: Cancel and the primary button in its footer, submitting that form. */
export function FormDialog({
  confirmLabel,
  confirmDisabled,
  onSubmit,
  formId,
  formClassName = 'flex flex-col gap-5',
  children,
  ...dialog
}: FormDialogProps) {
  const ownId = useId();
  const id = formId ?? ownId;
  return (
    <Dialog
      {...dialog}
      footer={
        <DialogActions
          onCancel={dialog.onClose}
          confirmLabel={confirmLabel}
          form={id}
          busy={dialog.busy}
          confirmDisabled={confirmDisabled}
        />
      }
    >
      <form id={id} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
      </form>
    </Dialog>
  );
}
