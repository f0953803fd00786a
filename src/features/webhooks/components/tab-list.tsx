import { useRef, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** `id` of the tab element and of the panel it controls, so both sides can point at each other. */
export const tabIds = (scope: string, id: string) => ({
  tab: `${scope}-tab-${id}`,
  panel: `${scope}-panel-${id}`,
});

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select them;
 * only the selected tab is in the Tab order. The caller renders the panel with `tabIds(...).panel`.
 */
export function TabList<T extends string>({
  scope,
  label,
  items,
  selected,
  onSelect,
  className,
}: {
  scope: string;
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((i) => i.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next]!;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('flex gap-1 border-b border-zinc-200 dark:border-zinc-800', className)}
    >
      {items.map((item) => {
        const active = item.id === selected;
        const ids = tabIds(scope, item.id);
        return (
          <button
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            aria-controls={ids.panel}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(item.id)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500',
              active
                ? 'border-indigo-600 text-zinc-900 dark:border-indigo-400 dark:text-zinc-50'
                : 'border-transparent text-zinc-500 hover:border-zinc-300 hover:text-zinc-800 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-zinc-200',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
