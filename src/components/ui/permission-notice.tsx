import type { Permission } from '@/contract';
import type { DashboardPermission } from '@/lib/permissions';
import { LockIcon } from './icons';
import { Notice } from './notice';

interface PermissionNoticeProps {
  /** The permission the page needs. */
  needed: DashboardPermission;
  /** What the key has, as detected. */
  granted: readonly Permission[];
  className?: string;
}

/** Says plainly why a page is empty and what key would fill it, instead of showing a bare 403. */
export function PermissionNotice({ needed, granted, className }: PermissionNoticeProps) {
  const has = granted.length > 0 ? granted.join(', ') : 'neither admin nor stats';
  return (
    <Notice role="region" aria-labelledby="permission-notice-title" icon={LockIcon} className={className}>
      <h2 id="permission-notice-title" className="font-medium">
        Permission needed
      </h2>
      <p className="text-amber-900/90 dark:text-amber-200/90">
        This page needs the {needed} permission. Your API key has: {has}.
      </p>
      <p className="text-amber-800 dark:text-amber-300/80">
        Sign out and connect with a key that has the {needed} permission to use it.
      </p>
    </Notice>
  );
}
