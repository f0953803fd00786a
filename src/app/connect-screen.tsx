import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Button } from '@/components/ui/button';
import { Checkbox, InputField } from '@/components/ui/field';
import { isApiError } from '@/lib/api-error';
import { sessionQueries } from '@/lib/permissions';
import { session } from '@/lib/session';
import { Brand } from './brand';
import { ConnectError, type ConnectProblem } from './connect-error';

/** Sign-in: the key is probed against the service before it is kept, so a typo never "signs in". */
export function ConnectScreen() {
  const queryClient = useQueryClient();
  const [apiKey, setApiKey] = useState('');
  const [remember, setRemember] = useState(false);
  const [missingKey, setMissingKey] = useState(false);
  // Shown once, for the session that just ended (a revoked key, or a bad `#key=` link).
  const [endedBy] = useState(session.getSignOutReason);
  // The one thing to do on this screen: the key field has the focus from the start.
  const keyField = useRef<HTMLInputElement>(null);
  useEffect(() => keyField.current?.focus(), []);

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
    <div className="flex min-h-dvh flex-col items-center justify-center bg-zinc-50 px-4 py-12 dark:bg-zinc-950">
      <header className="fixed top-4 right-4">
        <ThemeToggle />
      </header>
      <main className="w-full max-w-sm">
        <div className="mb-8 flex flex-col items-center gap-2 text-center">
          <Brand as="h1" className="text-2xl" />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            The admin console for your email delivery: suppressions, message lookup, delivery statistics and
            webhooks.
          </p>
        </div>
        <form
          onSubmit={onSubmit}
          noValidate
          aria-label="Connect"
          className="flex flex-col gap-5 rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
        >
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
        <p className="mt-6 text-center text-xs leading-relaxed text-zinc-500 dark:text-zinc-400">
          Sign-in links work too: any Relaydesk address ending in{' '}
          <code className="font-mono">#key=&lt;API key&gt;</code> connects with that key. The part after{' '}
          <code className="font-mono">#</code> never leaves your browser, and Relaydesk removes it from the
          address bar at once.
        </p>
      </main>
    </div>
  );
}
