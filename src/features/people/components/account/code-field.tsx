import { totpCodeBodySchema } from '@/contract';
import { FormInput, useContractForm } from '@/components/ui/form';

/** A form for one second-factor code, checked by the contract's schema. */
export const useCodeForm = () =>
  useContractForm({
    schema: totpCodeBodySchema,
    initial: () => ({ code: '' }),
    describe: (_field, _message, { code }) =>
      code.trim()
        ? 'Enter the 6-digit code from your app, or a recovery code.'
        : 'Enter the code from your app.',
  });

/** The code from the authenticator app (or a recovery code, where one is taken). */
export function CodeField({
  label = 'Code from your app',
  hint,
  focus = false,
}: {
  label?: string;
  hint?: string;
  /** Take focus when shown: the setup's field arrives after its dialog opened (with the new secret). */
  focus?: boolean;
}) {
  return (
    <FormInput
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears in an open dialog: focus goes where the next step is
      autoFocus={focus}
      name="code"
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={32}
      className="max-w-48"
    />
  );
}
