import { useState } from 'react';
import { roleTable, type Person, type Role } from '@/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { isolate } from '@/lib/format';
import { useUpdatePerson } from '../api/people-mutations';
import { changeNeedsConfirm, personName, roleChoices } from '../roles';

/**
 * A person's role, changed in place. Demoting oneself or an Owner asks first (it takes powers away
 * that only an Owner can give back); the service refuses to demote the last Owner and says so.
 */
export function PersonRoleSelect({
  person,
  myId,
  tabIndex,
}: {
  person: Person;
  myId: number | undefined;
  tabIndex: 0 | -1;
}) {
  const update = useUpdatePerson();
  const toast = useToast();
  const [pending, setPending] = useState<Role | null>(null);
  const name = personName(person);
  // Asked in place, a refusal is a toast; asked in the dialog, the dialog shows it.
  const change = (role: Role, confirming: boolean) =>
    update.mutate(
      { id: person.id, role },
      {
        onSuccess: () => {
          toast({ tone: 'success', message: `${isolate(name)} is now ${roleTable[role].label}` });
          setPending(null);
        },
        onError: (error) => {
          if (!confirming) toast({ tone: 'danger', message: `Couldn't change the role: ${error.message}` });
        },
      },
    );
  const self = person.id === myId;
  return (
    <>
      <select
        aria-label={`Role of ${name}`}
        value={person.role}
        tabIndex={tabIndex}
        disabled={update.isPending}
        onChange={(event) => {
          const role = event.target.value as Role;
          if (changeNeedsConfirm(person, role, myId)) setPending(role);
          else change(role, false);
        }}
        className={cn(controlClasses, 'h-8 w-32 px-2')}
      >
        {roleChoices.map(({ role, label }) => (
          <option key={role} value={role}>
            {label}
          </option>
        ))}
      </select>
      {pending && (
        <ConfirmDialog
          onClose={() => {
            update.reset();
            setPending(null);
          }}
          busy={update.isPending}
          title={self ? `Make yourself ${roleTable[pending].label}?` : `Demote ${name}?`}
          consequence={
            <>
              {self ? 'You' : isolate(name)} will have what a {roleTable[pending].label} has:{' '}
              {roleTable[pending].sentence.charAt(0).toLowerCase() + roleTable[pending].sentence.slice(1)}{' '}
              {self
                ? 'It takes effect at your next request; only an Owner can give the role back.'
                : 'It takes effect at their next request.'}
            </>
          }
          confirmLabel={self ? 'Change my role' : 'Demote'}
          destructive
          onConfirm={() => change(pending, true)}
          error={update.error}
          errorTitle="Couldn't change the role"
        />
      )}
    </>
  );
}
