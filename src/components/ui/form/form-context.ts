import { createContext, use } from 'react';

/** What a field reads from the form around it, by name. */
export interface FormContextValue {
  values: Record<string, unknown>;
  set: (name: string, value: unknown) => void;
  problems: Record<string, string | undefined>;
}

export const FormContext = createContext<FormContextValue | null>(null);

/**
 * One field of the form around it: its value, how to change it and its problem (client or service).
 * For a control of its own that no Field frames (radios beside an inline number).
 */
export function useFormField<T>(name: string) {
  const form = use(FormContext);
  if (!form) throw new Error(`The field "${name}" is outside a ContractForm.`);
  if (!(name in form.values)) throw new Error(`The form has no field "${name}".`);
  return {
    value: form.values[name] as T,
    set: (value: T) => form.set(name, value),
    error: form.problems[name],
  };
}

/** Every value of the form around it: for parts that change with another field (a metric's unit). */
export function useFormValues<V>() {
  const form = use(FormContext);
  if (!form) throw new Error('useFormValues is outside a ContractForm.');
  return form.values as V;
}
