import type { Permission } from '@/contract';
import type { Power, Role } from '@/contract/role-names';
import { roles } from '@/contract/role-names';
import { roleTable } from '@/contract/roles';
import type { DashboardPermission } from '@/lib/permissions';
import { LockIcon } from './icons';
import { Notice } from './notice';

type PermissionNoticeProps =
  /** A key: the permission the page needs, and what the key has, as detected. */
  | {
      needed: DashboardPermission;
      granted: readonly Permission[];
      role?: never;
      power?: never;
      className?: string;
    }
  /** A person: their role, which lacks the page's power. */
  | { role: Role; power?: Power; needed?: never; granted?: never; className?: string };

/** Says plainly why a page is empty and who could fill it, instead of showing a bare 403. */
/** The roles that hold a power, in words: "Owner or Admin". */
const holders = (power: Power) =>
  roles
    .filter((r) => roleTable[r].powers.includes(power))
    .map((r) => roleTable[r].label)
    .join(' or ');

export function PermissionNotice({ needed, granted, role, power, className }: PermissionNoticeProps) {
  return (
    <Notice role="region" aria-labelledby="permission-notice-title" icon={LockIcon} className={className}>
      <h2 id="permission-notice-title" className="font-medium">
        {role ? 'Not for your role' : 'Permission needed'}
      </h2>
      {role ? (
        <>
          <p className="text-amber-900/90 dark:text-amber-200/90">
            This page is not part of the {roleTable[role].label} role
            {power ? ` (it is for ${holders(power)})` : ''}. {roleTable[role].label}:{' '}
            {roleTable[role].sentence}
          </p>
          <p className="text-amber-800 dark:text-amber-300/80">
            An Owner can give you another role on the People page if you need it.
          </p>
        </>
      ) : (
        <>
          <p className="text-amber-900/90 dark:text-amber-200/90">
            This page needs the {needed} permission. Your API key has:{' '}
            {granted.length > 0 ? granted.join(', ') : 'neither admin nor stats'}.
          </p>
          <p className="text-amber-800 dark:text-amber-300/80">
            Sign out and connect with a key that has the {needed} permission to use it.
          </p>
        </>
      )}
    </Notice>
  );
}
