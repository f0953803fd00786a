import type { Permission } from '@/contract';
import type { DashboardPermission } from '@/lib/permissions';
import { cn } from '@/lib/cn';
import { LockIcon } from './icons';

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
    <section
      aria-labelledby="permission-notice-title"
      className={cn(
        'flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900/60 dark:bg-amber-950/30',
        className,
      )}
    >
      <LockIcon size={5} className="mt-0.5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="flex flex-col gap-1">
        <h2 id="permission-notice-title" className="font-medium text-amber-900 dark:text-amber-200">
          Permission needed
        </h2>
        <p className="text-amber-900/90 dark:text-amber-200/90">
          This page needs the {needed} permission. Your API key has: {has}.
        </p>
        <p className="text-amber-800 dark:text-amber-300/80">
          Sign out and connect with a key that has the {needed} permission to use it.
        </p>
      </div>
    </section>
  );
}
