import { useEffect, useState, type RefObject } from 'react';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SearchIcon } from './icons';

/**
 * The address search. Typing updates the URL once it pauses (debounced, replacing the history
 * entry); a URL change from elsewhere (Back, a cleared filter) updates the box.
 */
export function SearchBox({
  value,
  onSearch,
  inputRef,
}: {
  value: string;
  onSearch: (q: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const settled = useDebouncedValue(draft, 300);

  if (value !== lastValue) {
    // The URL moved on its own: follow it, unless it is just catching up with what was typed.
    setLastValue(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
    // Only a settled change of the text searches; `value` catching up must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

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
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(draft.trim());
          if (event.key === 'Escape' && draft) {
            event.preventDefault();
            setDraft('');
            onSearch('');
          }
        }}
        className={cn(inputClasses, 'pr-9 pl-8 [&::-webkit-search-cancel-button]:hidden')}
      />
      {draft ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setDraft('');
            onSearch('');
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
