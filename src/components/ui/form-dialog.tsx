import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';
import { ErrorState } from './error-state';

/** What a dialog's write did, shown in place of its form and closed with Done. */
export interface DialogOutcome {
  title: ReactNode;
  description?: ReactNode;
  body: ReactNode;
  /** Other buttons beside Done, such as a link to what was made. */
  actions?: ReactNode;
}

interface FormDialogProps extends Omit<DialogProps, 'footer' | 'children' | 'busy'> {
  /** The primary button's words; it submits the form (Enter in a field does too). */
  confirmLabel: string;
  confirmDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The write the form makes (a mutation): the dialog is busy while it runs. */
  write: { isPending: boolean; error: unknown };
  /**
   * The title of the write's failure, shown under the fields; leave it out where the fields show
   * that failure themselves (a service's answer about one field).
   */
  failure?: string;
  /** Set once the write is done: what it did, in place of the form. */
  outcome?: DialogOutcome | null | false;
  /** The form's id, when its fields need it (inputs outside the form); one is made otherwise. */
  formId?: string;
  formClassName?: string;
  children: ReactNode;
}

/**
 * A dialog around one form and the write it makes: Cancel and the primary button in its footer,
 * busy while the write runs, its failure under the fields, then its outcome with a Done button.
 */
export function FormDialog({
  confirmLabel,
  confirmDisabled,
  onSubmit,
  write,
  failure,
  outcome,
  formId,
  formClassName = 'flex flex-col gap-5',
  children,
  ...dialog
}: FormDialogProps) {
  const ownId = useId();
  const id = formId ?? ownId;
  if (outcome) {
    return (
      <Dialog
        {...dialog}
        title={outcome.title}
        description={outcome.description}
        footer={
          <DialogActions confirmLabel="Done" onConfirm={dialog.onClose}>
            {outcome.actions}
          </DialogActions>
        }
      >
        {outcome.body}
      </Dialog>
    );
  }
  return (
    <Dialog
      {...dialog}
      busy={write.isPending}
      footer={
        <DialogActions
          onCancel={dialog.onClose}
          confirmLabel={confirmLabel}
          form={id}
          busy={write.isPending}
          confirmDisabled={confirmDisabled}
        />
      }
    >
      <form id={id} noValidate onSubmit={onSubmit} className={formClassName}>
        {children}
        {failure && write.error != null && <ErrorState error={write.error} title={failure} />}
      </form>
    </Dialog>
  );
}
