import { invitePersonBodySchema, type Role } from '@/contract';
import { addressInput } from '@/components/ui/field';
import { FormInput, useContractForm } from '@/components/ui/form';
import { createDialogProps, FormDialog } from '@/components/ui/form-dialog';
import { formatUtc } from '@/lib/format';
import { useInvitePerson } from '../api/people-mutations';
import { RoleRadios } from './role-radios';

interface InviteValues {
  email: string;
  role: Role;
}

/** The contract's words, said as what to do. */
function describeInviteProblem(field: keyof InviteValues, message: string, values: InviteValues) {
  if (field === 'email' && !values.email.trim()) return 'Enter the address to send the invitation to.';
  if (field === 'email') return 'Enter an email address, such as ana@example.com.';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInvitePerson();
  const form = useContractForm({
    schema: invitePersonBodySchema,
    initial: (): InviteValues => ({ email: '', role: 'viewer' }),
    describe: describeInviteProblem,
  });
  const invited = invite.data?.person;
  return (
    <FormDialog
      {...createDialogProps({ open, onClose, form, write: invite })}
      failure="Couldn't send the invitation"
      outcome={
        invite.isSuccess && {
          title: 'Invitation sent',
          description: invited
            ? `${invited.email} can join until ${invited.invitation_expires_at ? formatUtc(invited.invitation_expires_at) : 'the link expires (72 hours)'}.`
            : 'The link works once, for 72 hours.',
          body: (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              The email shows in the activity log. Until they join, you can send a new link or revoke the
              invitation from the list.
            </p>
          ),
        }
      }
      title="Invite a person"
      description="They get an email with a single-use link, valid for 72 hours, to set their name and password."
      confirmLabel="Send invitation"
    >
      <FormInput name="email" label="Email" {...addressInput('email')} maxLength={254} />
      <RoleRadios name="role" />
    </FormDialog>
  );
}
