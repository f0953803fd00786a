import { cn } from '@/lib/cn';

/** A determinate progress bar with a name, so screen readers hear what is progressing. */
export function ProgressBar({
  label,
  value,
  max,
  tone = 'accent',
}: {
  label: string;
  value: number;
  max: number;
  tone?: 'accent' | 'danger';
}) {
  const fraction = max > 0 ? Math.min(1, value / max) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-200',
          tone === 'danger' ? 'bg-red-500' : 'bg-indigo-600 dark:bg-indigo-500',
        )}
        style={{ width: `${fraction * 100}%` }}
      />
    </div>
  );
}
