import type { RefObject } from 'react';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useSearchDraft } from '../hooks/use-search-draft';
import { SearchIcon } from '@/components/ui/icons';

/**
 * The address search: typing searches as it pauses (replacing the history entry, see
 * useSearchDraft for when); Enter searches at once, Escape clears.
 */
export function SearchBox({
  value,
  onSearch,
  busy,
  inputRef,
}: {
  value: string;
  onSearch: (q: string) => void;
  /** A search (or a page) is loading: the next search waits for it. */
  busy: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { draft, type, submit, clear } = useSearchDraft(value, onSearch, busy);

  return (
    <div className="relative w-full min-w-0 sm:max-w-sm sm:flex-1">
      <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-zinc-400">
        <SearchIcon />
      </span>
      <input
        ref={inputRef}
        type="search"
        aria-label="Search"
        aria-keyshortcuts="/"
        placeholder="Search addresses"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        onChange={(event) => type(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
          if (event.key === 'Escape' && draft) {
            event.preventDefault();
            clear();
          }
        }}
        className={cn(inputClasses, 'pr-9 pl-8 [&::-webkit-search-cancel-button]:hidden')}
      />
      {draft ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            clear();
            inputRef.current?.focus();
          }}
          className="absolute inset-y-0 right-1.5 my-auto flex size-6 items-center justify-center rounded text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
        >
          ✕
        </button>
      ) : (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-2 my-auto hidden h-5 items-center rounded border border-zinc-200 px-1.5 font-sans text-[11px] text-zinc-400 sm:flex dark:border-zinc-700"
        >
          /
        </kbd>
      )}
    </div>
  );
}
