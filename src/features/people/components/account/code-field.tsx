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
export function CodeField({ label = 'Code from your app', hint }: { label?: string; hint?: string }) {
  return (
    <FormInput
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
