import { createApiKeyBodySchema, permissions as allPermissions, type Permission } from '@/contract';
import { FormCheckboxGroup, FormInput, useContractForm } from '@/components/ui/form';
import { createDialogProps, FormDialog } from '@/components/ui/form-dialog';
import { powersOfKey } from '@/lib/key-powers';
import { usePermissions } from '@/lib/permissions';
import { usePerson } from '@/lib/session';
import { useCreateKey } from '../api/key-mutations';
import { permissionHints } from '../permission-hints';
import { KeyReveal } from './key-reveal';

interface KeyFormValues {
  name: string;
  permissions: readonly string[];
}

/** The contract's words, said as what to do. */
function describeKeyProblem(field: keyof KeyFormValues, message: string, values: KeyFormValues) {
  if (field === 'name' && !values.name.trim()) return 'Give the key a name, such as who or what uses it.';
  if (field === 'permissions' && values.permissions.length === 0) return 'Choose at least one permission.';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateKey();
  const { data: mine } = usePermissions();
  const person = usePerson();
  // A key grants only what it holds, and a person's key at most the person's powers (the service
  // refuses the rest with 403). Where the service could not say (`send`, on a service that only
  // probes), the permission is offered and the service decides.
  const lacks = (p: Permission) =>
    person ? !powersOfKey([p]).every((power) => person.powers.includes(power)) : mine?.[p] === false;
  const form = useContractForm({
    schema: createApiKeyBodySchema,
    initial: (): KeyFormValues => ({ name: '', permissions: lacks('stats') ? [] : ['stats'] }),
    toBody: ({ name, permissions }) => ({
      name,
      permissions: allPermissions.filter((p) => permissions.includes(p) && !lacks(p)),
    }),
    describe: describeKeyProblem,
  });

  const created = create.data;
  return (
    <FormDialog
      {...createDialogProps({ open, onClose, form, write: create })}
      failure="Couldn't create the key"
      outcome={
        created && {
          title: 'Key created',
          description: `${created.key.name}: ${created.key.permissions.join(', ')}.`,
          body: <KeyReveal secret={created.secret} />,
        }
      }
      title="Create API key"
      description="The key is shown once, with a sign-in link you can hand to its user."
      confirmLabel="Create key"
    >
      <FormInput
        name="name"
        label="Name"
        hint="Who or what uses it, e.g. “Support desk” or “CI deploy”."
        autoComplete="off"
        maxLength={100}
      />
      <FormCheckboxGroup
        name="permissions"
        legend="Permissions"
        options={allPermissions.map((p) => ({
          value: p,
          label: p,
          hint: lacks(p)
            ? `${permissionHints[p]}. Your key lacks this permission, and a key can grant only permissions it holds.`
            : permissionHints[p],
          disabled: lacks(p),
        }))}
      />
    </FormDialog>
  );
}
