import { useState, type FormEvent } from 'react';
import type { z } from '@/contract/zod';
import {
  placeProblems,
  serviceProblems,
  type FieldName,
  type FieldProblems,
  type ProblemPlacing,
} from './place-problems';

export interface ContractFormOptions<V extends object, S extends z.ZodMiniType> extends ProblemPlacing<V> {
  /** The contract's schema of the body the form sends: the check the service makes too. */
  schema: S;
  initial: V | (() => V);
  /** The body the values stand for (text to numbers, a percentage to a fraction). Default: the values. */
  toBody?: (values: V) => unknown;
}

/**
 * What a form holds and how it is checked: values by field name, the contract's schema run on
 * submit (and on every change after a first submit, so a fixed field clears as it is fixed), and
 * its problems, and a 400's, placed at fields by one mapping (placeProblems). The write itself
 * belongs to the dialog or page around it: see ContractForm.
 */
export function useContractForm<V extends object, S extends z.ZodMiniType>(
  options: ContractFormOptions<V, S>,
) {
  const { schema, initial, toBody = (v: V) => v } = options;
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  /** Bumped by each refused submit: the form focuses its first invalid field. */
  const [focusRequest, setFocusRequest] = useState(0);

  const check = (v: V) => {
    const body = toBody(v);
    return { body, parsed: schema.safeParse(body) };
  };
  const place = (problems: Parameters<typeof placeProblems>[0]) =>
    placeProblems(problems, values, toBody(values), options);

  const client = (() => {
    if (!submitted) return { fields: {} as FieldProblems<V>, unplaced: [] };
    const { parsed } = check(values);
    return parsed.success ? { fields: {} as FieldProblems<V>, unplaced: [] } : place(parsed.error.issues);
  })();

  return {
    schema,
    values,
    setValues,
    set: <K extends FieldName<V>>(name: K, value: V[K]) => setValues((v) => ({ ...v, [name]: value })),
    clientProblems: client.fields,
    /** The client check's problems no field shows: said by the form, so a refused submit is never silent. */
    clientUnplaced: client.unplaced,
    /** A write's failure at the fields: a 400's details each at its field, `unplaced` the rest. */
    serviceProblems: (error: unknown) => place(serviceProblems(error) ?? []),
    focusRequest,
    /** The submit handler: the body as the contract parses it reaches `onValid` only when it passes. */
    submit: (onValid: (body: z.output<S>) => void) => (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const { parsed } = check(values);
      if (parsed.success) onValid(parsed.data);
      else setFocusRequest((n) => n + 1);
    },
    /** Back to the first values (or `next`), unchecked until the next submit. */
    reset: (next?: V) => {
      setValues(next ?? (typeof initial === 'function' ? (initial as () => V)() : initial));
      setSubmitted(false);
    },
  };
}

export type ContractFormState<V extends object, S extends z.ZodMiniType> = ReturnType<
  typeof useContractForm<V, S>
>;
