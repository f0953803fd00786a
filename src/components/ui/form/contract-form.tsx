import { useEffect, useRef, type ReactNode } from 'react';
import type { z } from '@/contract/zod';
import { ErrorState } from '../error-state';
import { FormContext, type FormContextValue } from './form-context';
import type { ContractFormState } from './use-contract-form';

/** The write a form makes: a mutation, or what of one the form reads. */
export interface FormWrite {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

export interface ContractFormProps<V extends object, S extends z.ZodMiniType> {
  form: ContractFormState<V, S>;
  write: FormWrite;
  /** Runs the write with the body the contract parsed. */
  onValid: (body: z.output<S>) => void;
  /**
   * The title of a failure no field shows (a 403, a 500, a 400 about no field), shown under the
   * fields; null where the form says it its own way (a 409 it explains).
   */
  failure: string | null;
  id?: string;
  'aria-label'?: string;
  className?: string;
  children: ReactNode;
}

const focusFirstInvalid = (form: HTMLFormElement | null) =>
  form?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])')?.focus();

/**
 * A form bound to a contract schema and the write it makes: its fields (FormInput, FormSelect,
 * FormCheckboxGroup…) read their value and problem from it by name; a refused submit or a 400
 * naming fields focuses the first invalid one; any change clears the write's failure, which was
 * about the old values; what no field shows is said under the fields.
 */
export function ContractForm<V extends object, S extends z.ZodMiniType>({
  form,
  write,
  onValid,
  failure,
  id,
  className = 'flex flex-col gap-5',
  children,
  ...rest
}: ContractFormProps<V, S>) {
  const ref = useRef<HTMLFormElement>(null);
  const service = write.isPending ? { fields: {}, unplaced: [] } : form.serviceProblems(write.error);
  const placed = Object.keys(service.fields).length > 0;
  const nonField = !write.isPending && write.error != null && (!placed || service.unplaced.length > 0);
  // A refused submit, or a write's 400 that names fields: focus goes to the first field to fix.
  useEffect(() => {
    if (form.focusRequest > 0) focusFirstInvalid(ref.current);
  }, [form.focusRequest]);
  const placedError = placed ? write.error : null;
  useEffect(() => {
    if (placedError) focusFirstInvalid(ref.current);
  }, [placedError]);

  const context: FormContextValue = {
    values: form.values as Record<string, unknown>,
    set: (name, value) => {
      if (write.error != null && !write.isPending) write.reset();
      form.set(name as never, value as never);
    },
    // The client's own check wins: it is about the values as they are now.
    problems: { ...service.fields, ...form.clientProblems },
  };
  return (
    <FormContext value={context}>
      <form
        ref={ref}
        id={id}
        noValidate
        aria-label={rest['aria-label']}
        className={className}
        onSubmit={(event) => {
          if (write.isPending) return event.preventDefault();
          form.submit(onValid)(event);
        }}
      >
        {children}
        {form.clientUnplaced.length > 0 && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {form.clientUnplaced.join(' ')}
          </p>
        )}
        {nonField && failure !== null && <ErrorState error={write.error} title={failure} />}
      </form>
    </FormContext>
  );
}
