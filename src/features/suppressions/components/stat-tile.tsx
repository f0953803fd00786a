import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { cardClasses } from '@/components/ui/card';

const tones = {
  neutral: 'text-zinc-900 dark:text-zinc-50',
  success: 'text-emerald-700 dark:text-emerald-400',
  warning: 'text-amber-700 dark:text-amber-400',
  danger: 'text-red-700 dark:text-red-400',
};

/** One count with its label; a <div> pair inside a <dl> so the number is read with its name. */
export function StatTile({
  label,
  value,
  tone = 'neutral',
}: {
  label: string;
  value: number;
  tone?: keyof typeof tones;
}) {
  return (
    <div className={cn(cardClasses({ tone: 'plain', padding: 'sm' }), 'flex flex-col gap-0.5')}>
      <dt className="text-xs font-medium text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd
        className={cn(
          'text-xl font-semibold tabular-nums',
          value === 0 ? 'text-zinc-400 dark:text-zinc-600' : tones[tone],
        )}
      >
        {formatNumber(value)}
      </dd>
    </div>
  );
}
