import type { ReactNode } from 'react';

/**
 * The keys of a table's rows, in words: under the table from `sm` (a phone has no keyboard) and
 * always the table's description for screen readers.
 */
export function KeysHint({
  id,
  opens,
  selects,
  children,
}: {
  id: string;
  opens: boolean;
  selects: boolean;
  children?: ReactNode;
}) {
  return (
    <p
      id={id}
      className="hidden border-t border-zinc-100 px-4 py-2 text-xs text-zinc-500 sm:block dark:border-zinc-800 dark:text-zinc-400"
    >
      {children ?? (
        <>
          Rows: <kbd>↑</kbd> <kbd>↓</kbd> or <kbd>j</kbd> <kbd>k</kbd> to move
          {opens && (
            <>
              , <kbd>Enter</kbd> to open
            </>
          )}
          {selects && (
            <>
              , <kbd>Space</kbd> to select
            </>
          )}
          , <kbd>←</kbd> <kbd>→</kbd> to reach a row&apos;s links and buttons.
        </>
      )}
    </p>
  );
}
