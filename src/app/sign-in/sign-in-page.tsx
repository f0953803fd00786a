import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SignInMethodsData } from '@/contract/people';
import { Button, buttonClasses } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { isApiError } from '@/lib/api-error';
import { callEndpoint, endpointUrl } from '@/lib/call-endpoint';
import { usePageState } from '@/lib/page-state/page-state';
import { signInPageState } from '@/lib/page-state/sign-in';
import { session } from '@/lib/session';
import { FormAlert, requestProblem } from '../connect-error';
import { SignInFrame, signInCardClasses } from '../sign-in-frame';
import { EmailField } from './sign-in-fields';
import { signInPaths } from './sign-in-paths';
import { signedInAs } from './signed-in-as';
import { ssoErrorSentence } from './sso-errors';

export const linkClasses = 'font-medium text-indigo-600 hover:underline dark:text-indigo-400';

/** The one answer a sign-in gets when a second factor is due (HTTP 401). */
const needsSecondFactor = (error: unknown) =>
  isApiError(error) && error.status === 401 && error.code === 'second_factor_required';

/**
 * A person's sign-in: exactly what the service offers (`signInMethods`): single sign-on, email and
 * password with a second-factor step, and the API-key connect screen.
 */
export function SignInPage({ methods }: { methods: SignInMethodsData }) {
  const [{ error: ssoError }] = usePageState(signInPageState);
  // Shown once, for the session that just ended (signed out by the service, or in another tab).
  const [endedBy] = useState(session.getSignOutReason);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [missing, setMissing] = useState<{ email?: string; password?: string; code?: string }>({});
  const first = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  useEffect(() => (step === 'code' ? codeField : first).current?.focus(), [step]);

  const signIn = useMutation({
    mutationFn: async (body: { email: string; password: string; code?: string }) =>
      signedInAs(await callEndpoint('signIn', { body })),
    onError: (error) => {
      if (needsSecondFactor(error) && step === 'password') setStep('code');
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = {
      email: email.trim() ? undefined : 'Enter your email address.',
      password: password ? undefined : 'Enter your password.',
      code: step === 'code' && !code.trim() ? 'Enter the code from your authenticator app.' : undefined,
    };
    setMissing(wanted);
    if (wanted.email || wanted.password || wanted.code) return;
    signIn.mutate({ email: email.trim(), password, ...(step === 'code' ? { code: code.trim() } : {}) });
  };

  // The step's own question is no failure; anything else the service said is.
  const failed = signIn.error && !(needsSecondFactor(signIn.error) && step === 'code' && !code);
  const problem = failed
    ? requestProblem(signIn.error, step === 'code' ? "That code didn't work" : "Couldn't sign in")
    : ssoError
      ? { title: "Couldn't sign in with single sign-on", body: ssoErrorSentence(ssoError) }
      : endedBy === 'unauthorized' && signIn.isIdle
        ? { title: 'Your session ended', body: 'You were signed out: sign in again to go on where you were.' }
        : null;
  const ssoHref = endpointUrl('oidcStart', { return_to: session.peekReturnTo() ?? '/' });

  return (
    <SignInFrame
      after={
        methods.api_key && (
          <p className="mt-6 text-center text-sm">
            <Link to={signInPaths.apiKey} className={linkClasses}>
              Use an API key instead
            </Link>
          </p>
        )
      }
    >
      <div className={signInCardClasses}>
        {problem && <FormAlert {...problem} />}
        {methods.oidc && step === 'password' && (
          <a
            href={ssoHref}
            className={buttonClasses({ variant: methods.password ? 'secondary' : 'primary' })}
          >
            Sign in with {methods.oidc.label}
          </a>
        )}
        {methods.oidc && methods.password && step === 'password' && (
          <p className="flex items-center gap-3 text-xs text-zinc-500 before:h-px before:flex-1 before:bg-zinc-200 after:h-px after:flex-1 after:bg-zinc-200 dark:text-zinc-400 dark:before:bg-zinc-800 dark:after:bg-zinc-800">
            or
          </p>
        )}
        {methods.password && (
          <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="flex flex-col gap-5">
            {step === 'password' ? (
              <>
                <EmailField
                  ref={first}
                  error={missing.email}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <InputField
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  error={missing.password}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </>
            ) : (
              <>
                <p className="text-sm text-zinc-700 dark:text-zinc-300">
                  Two-step verification is on for <span className="font-medium">{email.trim()}</span>.
                </p>
                <InputField
                  label="Authentication code"
                  hint="The six-digit code from your authenticator app, or one of your recovery codes."
                  ref={codeField}
                  autoComplete="one-time-code"
                  spellCheck={false}
                  autoCapitalize="off"
                  maxLength={32}
                  error={missing.code}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              </>
            )}
            <Button type="submit" variant="primary" loading={signIn.isPending}>
              {step === 'code' ? 'Verify' : 'Sign in'}
            </Button>
            <p className="text-center text-sm">
              {step === 'code' ? (
                <button
                  type="button"
                  className={linkClasses}
                  onClick={() => {
                    setStep('password');
                    setCode('');
                    signIn.reset();
                  }}
                >
                  Use another account
                </button>
              ) : (
                <Link to={signInPaths.resetPassword} className={linkClasses}>
                  Forgot your password?
                </Link>
              )}
            </p>
          </form>
        )}
      </div>
    </SignInFrame>
  );
}
