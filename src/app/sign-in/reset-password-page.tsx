import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/call-endpoint';
import { fragmentToken } from '@/lib/session';
import { FormAlert, requestProblem } from '../connect-error';
import { SignInFrame, signInCardClasses } from '../sign-in-frame';
import { BackToSignIn } from './invitation-page';
import { EmailField, NewPasswordField, newPasswordProblem } from './sign-in-fields';
import { signedInAs } from './signed-in-as';
import { useInitialFocus } from '../use-initial-focus';

/** `/reset-password`: ask for a link; `/reset-password#token=…`: set a new password and sign in. */
export function ResetPasswordPage() {
  const [token] = useState(fragmentToken);
  return token === null ? <RequestReset /> : <CompleteReset token={token} />;
}

function RequestReset() {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const emailField = useInitialFocus();
  const request = useMutation({
    mutationFn: (address: string) => callEndpoint('requestPasswordReset', { body: { email: address } }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(!email.trim());
    if (email.trim()) request.mutate(email.trim());
  };
  return (
    <SignInFrame after={<BackToSignIn />}>
      <form onSubmit={onSubmit} noValidate aria-label="Reset your password" className={signInCardClasses}>
        <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-50">Reset your password</h2>
        {request.isSuccess ? (
          // The same answer whether or not the address has an account: nothing here tells.
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            If that address has an account, we sent a link. It works once, for one hour.
          </p>
        ) : (
          <>
            {request.error && <FormAlert {...requestProblem(request.error, "Couldn't send the link")} />}
            <EmailField
              hint="We email a link to set a new password."
              ref={emailField}
              error={missing ? 'Enter your email address.' : undefined}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="primary" loading={request.isPending}>
              Send reset link
            </Button>
          </>
        )}
      </form>
    </SignInFrame>
  );
}

function CompleteReset({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const passwordField = useInitialFocus();
  const complete = useMutation({
    mutationFn: async () =>
      signedInAs(await callEndpoint('completePasswordReset', { body: { token, password } })),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newPasswordProblem(password);
    setProblem(found);
    if (!found) complete.mutate();
  };
  return (
    <SignInFrame after={<BackToSignIn />}>
      <form onSubmit={onSubmit} noValidate aria-label="Set a new password" className={signInCardClasses}>
        <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-50">Set a new password</h2>
        {complete.error && <FormAlert {...requestProblem(complete.error, "Couldn't set the password")} />}
        <NewPasswordField
          ref={passwordField}
          error={problem}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="primary" loading={complete.isPending}>
          Set password and sign in
        </Button>
      </form>
    </SignInFrame>
  );
}
