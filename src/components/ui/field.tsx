import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A text control's look without its height, width and side padding: a class added for those would
 * compete with these by stylesheet order (h-9 is emitted after h-8, w-full after w-auto), not by
 * the order in `className`.
 */
export const controlClasses =
  'block rounded-md border border-zinc-300 bg-white text-sm text-zinc-900 shadow-sm ' +
  'placeholder:text-zinc-400 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:-outline-offset-1 ' +
  'focus-visible:outline-indigo-500 disabled:opacity-50 aria-invalid:border-red-500 ' +
  'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500';

export const inputClasses = `${controlClasses} h-9 w-full px-3`;

export function Input({ className, ...rest }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...rest} />;
}

export function Label({ className, ...rest }: ComponentProps<'label'>) {
  return (
    // Callers pass htmlFor (see Field below), which the rule cannot see through the spread.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label className={cn('text-sm font-medium text-zinc-800 dark:text-zinc-200', className)} {...rest} />
  );
}

interface FieldProps {
  label: ReactNode;
  /** Helper text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and is announced with it. */
  error?: ReactNode;
  className?: string;
  children: (control: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}

/** Label + control + hint + error, wired together by id so every control has a name and a description. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
    </div>
  );
}

/** An address's input (email or URL): its keyboard, and no autofill or spell check, which only get in the way. */
export const addressInput = (kind: 'email' | 'url') =>
  ({ type: kind, inputMode: kind, autoComplete: 'off', spellCheck: false }) as const;

/** What a Field shows around its control: for the one-control fields below. */
type FieldText = Omit<FieldProps, 'children'>;

/** A Field around an Input: `className` is the field's, every other prop goes to the input. */
export function InputField({ label, hint, error, className, ...input }: FieldText & ComponentProps<'input'>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <Input {...control} {...input} />}
    </Field>
  );
}

/** A Field around a number Input, its bounds given as the [min, max] pair the contract keeps. */
export function NumberField({
  range: [min, max],
  ...rest
}: Omit<ComponentProps<typeof InputField>, 'type' | 'min' | 'max'> & { range: readonly [number, number] }) {
  return <InputField {...rest} type="number" min={min} max={max} />;
}

/** A Field around a <select>; the options are its children. */
export function SelectField({
  label,
  hint,
  error,
  className,
  ...select
}: FieldText & Omit<ComponentProps<'select'>, 'className'>) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <select {...control} {...select} className={inputClasses} />}
    </Field>
  );
}

/** A checkbox with its label beside it (the whole row is clickable), an optional hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  className,
  ...rest
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex gap-2.5', className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        {...rest}
      />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
