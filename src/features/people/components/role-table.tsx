import { Card } from '@/components/ui/card';
import { roleChoices } from '../roles';

/** The contract's role table, written down where roles are given: what each role may do. */
export function RoleTable() {
  return (
    <Card title="Roles" padding="md">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4">
        {roleChoices.map(({ role, label, sentence }) => (
          <div key={role} className="contents">
            <dt className="font-medium text-zinc-900 dark:text-zinc-100">{label}</dt>
            <dd className="-mt-2 text-zinc-600 sm:mt-0 dark:text-zinc-400">{sentence}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
