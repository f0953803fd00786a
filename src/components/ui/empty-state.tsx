import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { InboxIcon } from './icons';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A next step, e.g. a button to add the first item or clear the filters. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 px-6 py-12 text-center dark:border-zinc-700',
        className,
      )}
    >
      <div className="text-zinc-400 dark:text-zinc-500">{icon ?? <InboxIcon size={6} />}</div>
      <p className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
      {description && <p className="max-w-sm text-sm text-zinc-500 dark:text-zinc-400">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
