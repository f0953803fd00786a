import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Checkbox, Field, InputField, NumberField, SelectField } from '../field';
import { useFormField } from './form-context';

type Named<P> = Omit<P, 'name' | 'value' | 'checked' | 'onChange' | 'error'> & { name: string };
type ControlProps = Parameters<ComponentProps<typeof Field>['children']>[0];

/**
 * A field of the form by name around a control of its own (a select of words): the control gets
 * the id and aria props, the value, and `onChange` with the new value.
 */
export function FormField<T>({
  name,
  children,
  ...field
}: Named<Omit<ComponentProps<typeof Field>, 'children'>> & {
  children: (control: ControlProps & { value: T; onChange: (value: T) => void }) => ReactNode;
}) {
  const { value, set, error } = useFormField<T>(name);
  return (
    <Field {...field} error={error}>
      {(control) => children({ ...control, value, onChange: set })}
    </Field>
  );
}

/** A text field of the form, by name. */
export function FormInput({ name, ...input }: Named<ComponentProps<typeof InputField>>) {
  const { value, set, error } = useFormField<string>(name);
  return <InputField {...input} error={error} value={value} onChange={(e) => set(e.target.value)} />;
}

/** A whole-number field of the form, by name, held as typed text. */
export function FormNumber({ name, ...input }: Named<ComponentProps<typeof NumberField>>) {
  const { value, set, error } = useFormField<string>(name);
  return <NumberField {...input} error={error} value={value} onChange={(e) => set(e.target.value)} />;
}

/** A <select> of the form, by name; the options are its children. */
export function FormSelect({ name, ...select }: Named<ComponentProps<typeof SelectField>>) {
  const { value, set, error } = useFormField<string>(name);
  return <SelectField {...select} error={error} value={value} onChange={(e) => set(e.target.value)} />;
}

/** A yes/no box of the form, by name. */
export function FormCheckbox({ name, ...box }: Named<ComponentProps<typeof Checkbox>>) {
  const { value, set, error } = useFormField<boolean>(name);
  return <Checkbox {...box} error={error} checked={value} onChange={(e) => set(e.target.checked)} />;
}

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A list of the form (event types, permissions), by name, as one box per option under a legend;
 * the problem is read with the group and marks every box. Values no option shows are kept.
 */
export function FormCheckboxGroup({
  name,
  legend,
  options,
  actions,
  className,
}: {
  name: string;
  legend: ReactNode;
  options: readonly CheckboxOption[];
  /** Buttons beside the legend (select all, clear): they get `set` for the whole list. */
  actions?: (set: (next: readonly string[]) => void) => ReactNode;
  /** The options' layout (columns). */
  className?: string;
}) {
  const { value, set, error } = useFormField<readonly string[]>(name);
  const errorId = useId();
  const toggle = (option: string, on: boolean) =>
    set(on ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="relative min-w-0">
      <legend className="float-left w-full py-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {legend}
      </legend>
      {actions && <div className="absolute top-0 right-0 flex gap-1">{actions(set)}</div>}
      {error && (
        <p id={errorId} className="clear-both pt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className={cn('clear-both grid gap-3 pt-3', className)}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            hint={option.hint}
            disabled={option.disabled}
            checked={value.includes(option.value) && !option.disabled}
            onChange={(e) => toggle(option.value, e.target.checked)}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </div>
    </fieldset>
  );
}
