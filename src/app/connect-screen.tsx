import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, InputField } from '@/components/ui/field';
import { isApiError } from '@/lib/api-error';
import { sessionQueries } from '@/lib/permissions';
import { session } from '@/lib/session';
import { ConnectError, type ConnectProblem } from './connect-error';
import { SignInFrame, signInCardClasses } from './sign-in-frame';
import { useInitialFocus } from './use-initial-focus';

/**
 * Sign-in with an API key: the key is probed against the service before it is kept, so a typo never
 * "signs in". `alternative`: the way back to a person's sign-in, where the service has people.
 */
export function ConnectScreen({ alternative }: { alternative?: ReactNode } = {}) {
  const queryClient = useQueryClient();
  const [apiKey, setApiKey] = useState('');
  const [remember, setRemember] = useState(false);
  const [missingKey, setMissingKey] = useState(false);
  // Shown once, for the session that just ended (a revoked key, or a bad `#key=` link).
  const [endedBy] = useState(session.getSignOutReason);
  const keyField = useInitialFocus();

  const connect = useMutation({
    // Fail fast here: the person is waiting on this button, and can simply press it again.
    mutationFn: (candidate: string) =>
      queryClient.fetchQuery({ ...sessionQueries.permissions(candidate), retry: false }),
    onSuccess: (permissions, candidate) => {
      if (permissions.admin || permissions.stats) session.signIn(candidate, { remember });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = apiKey.trim();
    setMissingKey(!candidate);
    if (candidate) connect.mutate(candidate);
  };

  let problem: ConnectProblem | null = null;
  if (connect.error) {
    const status = isApiError(connect.error) ? connect.error.status : undefined;
    problem = status === 401 ? { kind: 'rejected' } : { kind: 'error', error: connect.error };
  } else if (connect.data && !connect.data.admin && !connect.data.stats) {
    problem = { kind: 'no-permission', send: connect.data.send === true };
  } else if (endedBy && connect.isIdle) {
    // A link's key that may read nothing here ends its session at once, for the same words.
    problem =
      endedBy === 'unauthorized'
        ? { kind: 'ended' }
        : { kind: 'no-permission', send: endedBy === 'send-only' };
  }

  return (
    <SignInFrame
      after={
        <>
          <p className="mt-6 text-center text-xs leading-relaxed text-zinc-500 dark:text-zinc-400">
            Sign-in links work too: any Relaydesk address ending in{' '}
            <code className="font-mono">#key=&lt;API key&gt;</code> connects with that key. The part after{' '}
            <code className="font-mono">#</code> never leaves your browser, and Relaydesk removes it from the
            address bar at once.
          </p>
          {alternative}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Connect" className={signInCardClasses}>
        {problem && <ConnectError problem={problem} />}
        <InputField
          label="API key"
          error={missingKey ? 'Enter an API key.' : undefined}
          hint="A key with the admin or stats permission."
          type="password"
          ref={keyField}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <Checkbox
          label="Remember on this device"
          hint="Keeps the key in this browser until you sign out. Leave it off on shared computers."
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <Button type="submit" variant="primary" loading={connect.isPending}>
          Connect
        </Button>
      </form>
    </SignInFrame>
  );
}
