import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { AlertIcon, type IconProps } from './icons';

interface NoticeProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The icon at the start; a warning triangle unless the notice is about something else (a lock). */
  icon?: ComponentType<IconProps>;
  children: ReactNode;
}

/**
 * A warning that something here needs the reader: the one amber box of the console, so a stale
 * page, a filter that cannot run and a missing permission all look alike.
 */
export function Notice({ icon: Glyph = AlertIcon, className, children, ...rest }: NoticeProps) {
  return (
    <div
      {...rest}
      className={cn(
        'flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/30 dark:text-amber-200',
        className,
      )}
    >
      <Glyph size={5} className="mt-0.5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">{children}</div>
    </div>
  );
}
