import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { z } from '@/contract/zod';
import { Dialog, type DialogProps } from './dialog';
import { DialogActions } from './dialog-actions';
import { ErrorState } from './error-state';
import { ContractForm, type FormWrite } from './form/contract-form';
import type { ContractFormState } from './form/use-contract-form';

/** What a dialog's write did, shown in place of its form and closed with Done. */
export interface DialogOutcome {
  title: ReactNode;
  description?: ReactNode;
  body: ReactNode;
  /** Other buttons beside Done, such as a link to what was made. */
  actions?: ReactNode;
}

/**
 * A form on the kit (`form`, fields bound to a contract schema, and `onValid` running the write),
 * or a confirmation with its own `onSubmit` (a few choices, no body to check).
 */
interface FormOf<V extends object, S extends z.ZodMiniType> {
  form?: ContractFormState<V, S>;
  onValid?: (body: z.output<S>) => void;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

type FormDialogProps<V extends object, S extends z.ZodMiniType> = Omit<
  DialogProps,
  'footer' | 'children' | 'busy'
> &
  FormOf<V, S> & {
    /** The primary button's words; it submits the form (Enter in a field does too). */
    confirmLabel: string;
    confirmDisabled?: boolean;
    /** The write the form makes (a mutation): the dialog is busy while it runs. */
    write: FormWrite;
    /**
     * The title of the write's failure, shown under the fields. On a kit form a failure the
     * fields show (a 400 naming them) is not repeated there; null where the form says it itself.
     */
    failure?: string | null;
    /** Set once the write is done: what it did, in place of the form. */
    outcome?: DialogOutcome | null | false;
    /** The form's id, when its fields need it (inputs outside the form); one is made otherwise. */
    formId?: string;
    formClassName?: string;
    children: ReactNode;
  };

/** A write the form's body goes to as it is (a react-query mutation). */
interface FormMutation<B> extends FormWrite {
  mutate: (body: B) => void;
}

/**
 * The props of a FormDialog that makes one thing from its form: the parsed body goes to the
 * mutation, and closing forgets the answer (a secret is shown once) and what was typed, so each
 * opening starts fresh.
 */
export function createDialogProps<V extends object, S extends z.ZodMiniType>(props: {
  open: boolean;
  onClose: () => void;
  form: ContractFormState<V, S>;
  write: FormMutation<z.output<S>>;
}) {
  const { open, onClose, form, write } = props;
  const close = () => {
    write.reset();
    form.reset();
    onClose();
  };
  return { open, onClose: close, form, write, onValid: (body: z.output<S>) => write.mutate(body) };
}

/**
 * A dialog around one form and the write it makes: Cancel and the primary button in its footer,
 * busy while the write runs, its failure under the fields, then its outcome with a Done button.
 */
export function FormDialog<V extends object, S extends z.ZodMiniType>({
  confirmLabel,
  confirmDisabled,
  form,
  onValid,
  onSubmit,
  write,
  failure = null,
  outcome,
  formId,
  formClassName = 'flex flex-col gap-5',
  children,
  ...dialog
}: FormDialogProps<V, S>) {
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
      {form && onValid ? (
        <ContractForm
          form={form}
          write={write}
          onValid={onValid}
          failure={failure}
          id={id}
          className={formClassName}
        >
          {children}
        </ContractForm>
      ) : (
        <form id={id} noValidate onSubmit={onSubmit} className={formClassName}>
          {children}
          {failure && write.error != null && <ErrorState error={write.error} title={failure} />}
        </form>
      )}
    </Dialog>
  );
}
