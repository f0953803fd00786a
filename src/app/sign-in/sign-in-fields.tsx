import type { ComponentProps } from 'react';
import { passwordMinLength } from '@/contract/people';
import { InputField } from '@/components/ui/field';

/** The rules a new password must meet, shown before it is typed (the service checks the list). */
export const passwordRules = `At least ${passwordMinLength} characters, and not a commonly used password.`;

/** "Too short" before asking the service; the common-password check is the service's. */
export const newPasswordProblem = (password: string): string | undefined =>
  password.length === 0
    ? 'Choose a password.'
    : password.length < passwordMinLength
      ? `Use at least ${passwordMinLength} characters.`
      : undefined;

/** The address a person signs in with: the password manager's username, the email keyboard. */
export function EmailField(props: Omit<ComponentProps<typeof InputField>, 'label' | 'type'>) {
  return (
    <InputField
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="username"
      spellCheck={false}
      autoCapitalize="off"
      {...props}
    />
  );
}

/** A new password: the password manager's suggestion welcome, the rules in view. */
export function NewPasswordField(props: Omit<ComponentProps<typeof InputField>, 'label' | 'type' | 'hint'>) {
  return (
    <InputField
      label="Password"
      type="password"
      autoComplete="new-password"
      hint={passwordRules}
      {...props}
    />
  );
}
