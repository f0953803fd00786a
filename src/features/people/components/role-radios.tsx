import { useId } from 'react';
import type { Role } from '@/contract';
import { useFormField } from '@/components/ui/form';
import { roleChoices } from '../roles';

/** The invitation's role: one choice per role, each with the sentence that says what it may do. */
export function RoleRadios({ name }: { name: string }) {
  const { value, set, error } = useFormField<Role>(name);
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="pb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">Role</legend>
      {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
      {roleChoices.map(({ role, label, sentence }) => (
        // The label's text is in its spans (the role and its sentence), which the rule cannot see.
        // eslint-disable-next-line jsx-a11y/label-has-associated-control
        <label
          key={role}
          htmlFor={`${id}-${role}`}
          className="flex cursor-pointer gap-2.5 rounded-md p-2 text-sm ring-1 ring-zinc-200 has-checked:bg-indigo-50/60 has-checked:ring-indigo-500 dark:ring-zinc-700 dark:has-checked:bg-indigo-500/10"
        >
          <input
            id={`${id}-${role}`}
            type="radio"
            name={name}
            value={role}
            checked={value === role}
            onChange={() => set(role)}
            className="mt-0.5 size-4 shrink-0 accent-indigo-600"
          />
          <span className="flex flex-col gap-0.5">
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{label}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">{sentence}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
