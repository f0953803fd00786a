import { cn } from '@/lib/cn';

export interface LegendItem<K extends string> {
  key: K;
  label: string;
  color: string;
  /** Line series get a line swatch; bars a square. */
  shape: 'bar' | 'line';
}

/**
 * The legend as real toggle buttons (keyboard and screen readers included): pressing one hides or
 * shows its series.
 */
export function ChartLegend<K extends string>({
  label,
  items,
  hidden,
  onToggle,
}: {
  label: string;
  items: readonly LegendItem<K>[];
  hidden: ReadonlySet<K>;
  onToggle: (key: K) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {items.map((item) => {
        const shown = !hidden.has(item.key);
        return (
          <button
            key={item.key}
            type="button"
            aria-pressed={shown}
            onClick={() => onToggle(item.key)}
            className={cn(
              'inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-medium transition-colors',
              'hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800',
              shown ? 'text-zinc-700 dark:text-zinc-200' : 'text-zinc-400 line-through dark:text-zinc-500',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                item.shape === 'bar' ? 'size-2.5 rounded-sm' : 'h-0.5 w-3 rounded-full',
                !shown && 'opacity-30',
              )}
              style={{ background: item.color }}
            />
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** Which series are hidden, toggled one by one. */
export function toggleIn<K>(set: ReadonlySet<K>, key: K): Set<K> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}
