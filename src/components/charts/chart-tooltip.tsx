import type { ReactNode } from 'react';
import { formatWeekday } from '@/lib/day-format';

export interface TooltipRow {
  label: string;
  color: string;
  value: string;
  note?: ReactNode;
}

/** A moment (ISO or ms) as the tooltip heads it: "Mon, 9 Nov 2026, 14:05 UTC". */
export const tooltipTime = (at: string | number) => {
  const [day, time] = new Date(at).toISOString().split('T');
  return `${formatWeekday(day!)}, ${time!.slice(0, 5)} UTC`;
};

/**
 * The charts' hover card: the day (or `title`, for a moment within one), then one line per series
 * with its exact value.
 */
export function TooltipCard({
  date,
  title,
  rows,
  footer,
}: {
  date?: string;
  title?: ReactNode;
  rows: TooltipRow[];
  footer?: ReactNode;
}) {
  return (
    <div className="min-w-52 rounded-lg border border-zinc-200 bg-white/95 px-3 py-2 text-xs shadow-lg backdrop-blur dark:border-zinc-700 dark:bg-zinc-900/95">
      <p className="mb-1.5 font-medium text-zinc-900 dark:text-zinc-100">
        {title ?? `${formatWeekday(date!)} (UTC)`}
      </p>
      <dl className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="flex items-center gap-2 text-zinc-600 dark:text-zinc-400">
              <span
                aria-hidden="true"
                className="size-2 shrink-0 rounded-sm"
                style={{ background: row.color }}
              />
              {row.label}
            </dt>
            <dd className="text-right font-medium text-zinc-900 tabular-nums dark:text-zinc-100">
              {row.value}
              {row.note && (
                <span className="ml-1 font-normal text-zinc-500 dark:text-zinc-400">{row.note}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {footer && <div className="mt-1.5 border-t border-zinc-200 pt-1.5 dark:border-zinc-700">{footer}</div>}
    </div>
  );
}
