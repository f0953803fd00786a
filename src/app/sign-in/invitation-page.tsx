import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { roleTable } from '@/contract/roles';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { LoadingState } from '@/components/ui/skeleton';
import { callEndpoint } from '@/lib/call-endpoint';
import { fragmentToken } from '@/lib/session';
import { FormAlert, requestProblem } from '../connect-error';
import { SignInFrame, signInCardClasses } from '../sign-in-frame';
import { EmailField, NewPasswordField, newPasswordProblem } from './sign-in-fields';
import { linkClasses } from './sign-in-page';
import { signInPaths } from './sign-in-paths';
import { signedInAs } from './signed-in-as';
import { useInitialFocus } from '../use-initial-focus';

/**
 * `/invitation#token=…`: an invitation (or the first start's Owner link, which names no address).
 * Says what it is for, then name and password (and the address, for the Owner), then signed in.
 */
export function InvitationPage() {
  const [token] = useState(fragmentToken);
  // The token is a secret: never in the cache's keys. One invitation per page load.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const invitation = useQuery({
    queryKey: ['sign-in', 'invitation'],
    queryFn: ({ signal }) => callEndpoint('readInvitation', { body: { token: token ?? '' }, signal }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
  if (token === null || invitation.error)
    return (
      <SignInFrame after={<BackToSignIn />}>
        <FormAlert
          {...(invitation.error
            ? requestProblem(invitation.error, "This invitation can't be used")
            : {
                title: 'This link has no invitation in it',
                body: 'Open the whole link from your invitation email.',
              })}
        />
        <p className="mt-4 text-sm text-zinc-600 dark:text-zinc-400">
          Invitations work once and for 72 hours. Ask whoever invited you to send a new one.
        </p>
      </SignInFrame>
    );
  if (!invitation.data) return <LoadingState label="Reading your invitation…" className="p-6" />;
  return <AcceptForm token={token} invitation={invitation.data} />;
}

function AcceptForm({
  token,
  invitation,
}: {
  token: string;
  invitation: { email: string | null; role: keyof typeof roleTable; invited_by: string | null };
}) {
  const owner = invitation.email === null;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const nameField = useInitialFocus();
  const [problems, setProblems] = useState<{ name?: string; email?: string; password?: string }>({});
  const accept = useMutation({
    mutationFn: async () =>
      signedInAs(
        await callEndpoint('acceptInvitation', {
          body: { token, name: name.trim(), password, ...(owner ? { email: email.trim() } : {}) },
        }),
      ),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Enter your name.',
      email: owner && !email.trim() ? 'Enter your email address.' : undefined,
      password: newPasswordProblem(password),
    };
    setProblems(found);
    if (!found.name && !found.email && !found.password) accept.mutate();
  };
  const role = roleTable[invitation.role];
  return (
    <SignInFrame after={<BackToSignIn />}>
      <form onSubmit={onSubmit} noValidate aria-label="Accept invitation" className={signInCardClasses}>
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
            {owner ? 'Set up the Owner’s account' : `Join as ${role.label}`}
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {owner
              ? 'You are the first person here: the Owner, who may do everything, including inviting the others.'
              : `${invitation.invited_by ? `${invitation.invited_by} invited` : 'You are invited:'} ${invitation.email}. ${role.label}: ${role.sentence}`}
          </p>
        </div>
        {accept.error && <FormAlert {...requestProblem(accept.error, "Couldn't accept the invitation")} />}
        <InputField
          label="Your name"
          autoComplete="name"
          ref={nameField}
          error={problems.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {owner ? (
          <EmailField
            error={problems.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        ) : (
          // The address signs in: the password manager keeps it with the new password.
          <input type="hidden" autoComplete="username" value={invitation.email ?? ''} readOnly />
        )}
        <NewPasswordField
          error={problems.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="primary" loading={accept.isPending}>
          {owner ? 'Set password and sign in' : 'Join and sign in'}
        </Button>
      </form>
    </SignInFrame>
  );
}

export function BackToSignIn() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to={signInPaths.signIn} className={linkClasses}>
        Back to sign-in
      </Link>
    </p>
  );
}
