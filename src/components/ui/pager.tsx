import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonVariant } from './button';

interface PagerProps {
  /** Names the navigation landmark ("Pages"; two on one page need two names). */
  label?: string;
  /** What is shown ("1–50 of 1,234"), announced politely as it changes. */
  status?: ReactNode;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** The buttons' names: say where they go ("Newest", "Older messages") when not plain pages. */
  previousLabel?: string;
  nextLabel?: string;
  /** A page is loading: the buttons ignore clicks but stay enabled, so focus stays on them. */
  busy?: boolean;
  /** Controls before the count (rows per page). */
  children?: ReactNode;
  className?: string;
}

/**
 * Cursor pages: previous and next, with the count. It holds no state: the page decides where its
 * cursors live (the URL, a history of earlier cursors) and says whether there is a way back.
 * Both buttons always show, a way that is closed disabled, so the controls never move under the
 * pointer or out from under keyboard focus between pages.
 */
export function Pager({
  label = 'Pages',
  status,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  busy = false,
  children,
  className,
}: PagerProps) {
  const arrows = previousLabel === 'Previous' && nextLabel === 'Next';
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      {children ?? <span />}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {status !== undefined && (
          <p aria-live="polite" className="text-zinc-600 tabular-nums dark:text-zinc-400">
            {status}
          </p>
        )}
        <div className="flex gap-1.5">
          <Button size="sm" onClick={() => !busy && onPrevious()} disabled={!hasPrevious}>
            {arrows && <span aria-hidden="true">←</span>} {previousLabel}
          </Button>
          <Button size="sm" onClick={() => !busy && onNext()} disabled={!hasNext}>
            {nextLabel} {arrows && <span aria-hidden="true">→</span>}
          </Button>
        </div>
      </div>
    </nav>
  );
}

interface ShowMoreProps {
  /** The button's name: what it adds ("Show older changes"). */
  label?: string;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  /** What is shown so far, or that the list is complete, announced politely as it changes. */
  status?: ReactNode;
  size?: 'sm' | 'md';
  variant?: ButtonVariant;
  /** Under a centred list, or at the start under a short one. */
  align?: 'center' | 'start';
  className?: string;
}

/**
 * "Show more": one page after another appended to the list. The status line is one live region,
 * so a screen reader hears the list's count as it grows, and when all of it is in.
 */
export function ShowMore({
  label = 'Show more',
  hasMore,
  loading,
  onMore,
  status,
  size = 'md',
  variant,
  align = 'center',
  className,
}: ShowMoreProps) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-3 text-sm',
        align === 'center' ? 'justify-center' : 'justify-start',
        className,
      )}
    >
      {hasMore && (
        <Button size={size} variant={variant} loading={loading} onClick={onMore}>
          {label}
        </Button>
      )}
      {/* Always there, empty until it has something to say: a live region added with its text in
          it is often not read out. */}
      <p aria-live="polite" className={status === undefined ? 'sr-only' : 'text-zinc-500 dark:text-zinc-400'}>
        {status}
      </p>
    </div>
  );
}
