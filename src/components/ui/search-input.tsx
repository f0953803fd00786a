import { useId, useRef, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { FilterField } from './filter-bar';
import { controlClasses } from './field';
import { SearchIcon, XIcon } from './icons';
import { useSearchDraft, type SearchDraftOptions } from './use-search-draft';

export interface SearchInputProps extends SearchDraftOptions {
  label: string;
  /** No visible caption: the box stands alone and its placeholder says what it searches. */
  hideLabel?: boolean;
  /** What the URL holds. */
  value: string;
  /** Called once typing pauses, at once on Enter, and with '' when cleared. */
  onSearch: (q: string) => void;
  placeholder?: string;
  id?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** A key that focuses the box from anywhere on the page (the page listens for it). */
  shortcut?: string;
  className?: string;
}

/**
 * A search box for a filter bar: searches as typing pauses (see useSearchDraft), Enter searches at
 * once, Escape or the ✕ clears. It follows the URL when that changes under it (Back, Clear filters).
 */
export function SearchInput({
  label,
  hideLabel = false,
  value,
  onSearch,
  placeholder,
  id,
  inputRef,
  shortcut,
  busy,
  pauseMs,
  className,
}: SearchInputProps) {
  const { draft, type, submit, clear } = useSearchDraft(value, onSearch, { busy, pauseMs });
  const ownId = useId();
  const inputId = id ?? ownId;
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;
  const box = (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-2.5 flex items-center text-zinc-400">
        <SearchIcon size={4} />
      </span>
      <input
        ref={input}
        id={inputId}
        type="search"
        aria-label={hideLabel ? label : undefined}
        aria-keyshortcuts={shortcut}
        placeholder={placeholder}
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
        className={cn(controlClasses, 'h-9 w-full pr-9 pl-8 [&::-webkit-search-cancel-button]:hidden')}
      />
      {draft ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            clear();
            input.current?.focus();
          }}
          className="absolute inset-y-0 right-1.5 my-auto flex size-6 items-center justify-center rounded text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
        >
          <XIcon size={3.5} strokeWidth={2.2} />
        </button>
      ) : (
        shortcut && (
          <kbd
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-2 my-auto hidden h-5 items-center rounded border border-zinc-200 px-1.5 font-sans text-[11px] text-zinc-400 sm:flex dark:border-zinc-700"
          >
            {shortcut}
          </kbd>
        )
      )}
    </div>
  );
  if (hideLabel) return <div className={cn('min-w-0', className)}>{box}</div>;
  return (
    <FilterField htmlFor={inputId} label={label} className={cn('min-w-0', className)}>
      {box}
    </FilterField>
  );
}
