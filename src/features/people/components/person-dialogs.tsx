import type { Person } from '@/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useRemovePerson, useResetPersonTotp } from '../api/people-mutations';
import { personName } from '../roles';

const strong = 'font-medium text-zinc-900 dark:text-zinc-100';

/** Remove a person (their sessions end at once), or revoke an invitation not yet used. */
export function RemovePersonDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const remove = useRemovePerson();
  const toast = useToast();
  const invited = person.state === 'invited';
  return (
    <ConfirmDialog
      onClose={onClose}
      busy={remove.isPending}
      title={invited ? 'Revoke this invitation?' : 'Remove this person?'}
      consequence={
        invited ? (
          <>
            The link sent to <span className={strong}>{person.email}</span> stops working at once.
          </>
        ) : (
          <>
            <span className={strong}>{personName(person)}</span> ({person.email}) is signed out everywhere at
            their next request and can no longer sign in. Their changes stay in the audit log.
          </>
        )
      }
      confirmLabel={invited ? 'Revoke invitation' : 'Remove person'}
      destructive
      onConfirm={() =>
        remove.mutate(person.id, {
          onSuccess: () => {
            toast({
              tone: 'success',
              message: invited
                ? `Revoked the invitation of ${isolate(person.email)}`
                : `Removed ${isolate(personName(person))}`,
            });
            onClose();
          },
        })
      }
      error={remove.error}
      errorTitle={invited ? "Couldn't revoke the invitation" : "Couldn't remove the person"}
    />
  );
}

/** Take away a person's second factor (a lost phone): they set one up again when it is required. */
export function ResetTotpDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const reset = useResetPersonTotp();
  const toast = useToast();
  return (
    <ConfirmDialog
      onClose={onClose}
      busy={reset.isPending}
      title="Reset this person's second factor?"
      consequence={
        <>
          <span className={strong}>{personName(person)}</span> signs in with their password alone until they
          set up a second factor again (at their next sign-in, when one is required). Their recovery codes
          stop working.
        </>
      }
      confirmLabel="Reset second factor"
      destructive
      onConfirm={() =>
        reset.mutate(person.id, {
          onSuccess: () => {
            toast({ tone: 'success', message: `Reset the second factor of ${isolate(personName(person))}` });
            onClose();
          },
        })
      }
      error={reset.error}
      errorTitle="Couldn't reset the second factor"
    />
  );
}
