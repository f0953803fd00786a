import { useRef, useState, type FormEvent } from 'react';
import { permissions as allPermissions, type Permission } from '@/contract';
import { Checkbox, InputField } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { usePermissions } from '@/lib/permissions';
import { useCreateKey } from '../api/key-mutations';
import { permissionHints } from '../permission-hints';
import { KeyReveal } from './key-reveal';

const formId = 'create-key-form';

export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateKey();
  const { data: mine } = usePermissions();
  // A key grants only what it holds (the service refuses the rest with 403). Where the service could
  // not say (`send`, on a service that only probes), the permission is offered and the service decides.
  const lacks = (p: Permission) => mine?.[p] === false;
  const initial = (): ReadonlySet<Permission> => new Set(lacks('stats') ? [] : ['stats']);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const close = () => {
    create.reset();
    setName('');
    setChosen(initial());
    setSubmitted(false);
    onClose();
  };
  const problems = {
    name: submitted && !name.trim() ? 'Give the key a name, such as who or what uses it.' : undefined,
    permissions: submitted && chosen.size === 0 ? 'Choose at least one permission.' : undefined,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name.trim()) return nameRef.current?.focus();
    if (chosen.size === 0) return;
    create.mutate({
      name: name.trim(),
      permissions: allPermissions.filter((p) => chosen.has(p) && !lacks(p)),
    });
  };
  const toggle = (p: Permission, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(p);
    else next.delete(p);
    setChosen(next);
  };

  const created = create.data;
  return (
    <FormDialog
      open={open}
      onClose={close}
      write={create}
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
      onSubmit={onSubmit}
      formId={formId}
    >
      <InputField
        label="Name"
        error={problems.name}
        hint="Who or what uses it, e.g. “Support desk” or “CI deploy”."
        ref={nameRef}
        autoComplete="off"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset
        className="flex flex-col gap-3"
        aria-describedby={problems.permissions ? `${formId}-perm-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200">Permissions</legend>
        {allPermissions.map((p) => (
          <Checkbox
            key={p}
            label={p}
            hint={
              lacks(p)
                ? `${permissionHints[p]}. Your key lacks this permission, and a key can grant only permissions it holds.`
                : permissionHints[p]
            }
            disabled={lacks(p)}
            checked={chosen.has(p) && !lacks(p)}
            onChange={(e) => toggle(p, e.target.checked)}
          />
        ))}
        {problems.permissions && (
          <p id={`${formId}-perm-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {problems.permissions}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
