import type { Person } from '@/contract';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useResendInvitation } from '../api/people-mutations';
import { personName } from '../roles';

export type PersonAction = 'remove' | 'reset-totp' | 'sessions';

/**
 * A person's row of buttons: an invitation is sent again or revoked; an active person's sessions,
 * second factor and access. One's own access is not removed here (My account ends one's sessions).
 */
export function PersonActions({
  person,
  self,
  tabIndex,
  onAction,
}: {
  person: Person;
  self: boolean;
  tabIndex: 0 | -1;
  onAction: (action: PersonAction, person: Person) => void;
}) {
  const resend = useResendInvitation();
  const toast = useToast();
  // The space outside the span: a span's own edges are trimmed from the button's name.
  const who = (
    <>
      {' '}
      <span className="sr-only">{personName(person)}</span>
    </>
  );
  if (person.state === 'invited') {
    return (
      <span className="flex flex-wrap justify-end gap-2">
        <Button
          size="sm"
          tabIndex={tabIndex}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(person.id, {
              onSuccess: () =>
                toast({ tone: 'success', message: `Sent a new link to ${isolate(person.email)}` }),
              onError: (error) => toast({ tone: 'danger', message: `Couldn't resend: ${error.message}` }),
            })
          }
        >
          {resend.isPending ? 'Sending…' : 'Resend invitation'}
          {who}
        </Button>
        <Button size="sm" variant="danger" tabIndex={tabIndex} onClick={() => onAction('remove', person)}>
          Revoke invitation{who}
        </Button>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap justify-end gap-2">
      <Button size="sm" tabIndex={tabIndex} onClick={() => onAction('sessions', person)}>
        Sessions{who}
      </Button>
      {person.totp_enabled && (
        <Button size="sm" tabIndex={tabIndex} onClick={() => onAction('reset-totp', person)}>
          Reset second factor{who}
        </Button>
      )}
      {!self && (
        <Button size="sm" variant="danger" tabIndex={tabIndex} onClick={() => onAction('remove', person)}>
          Remove{who}
        </Button>
      )}
    </span>
  );
}
