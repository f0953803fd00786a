import { cn } from '@/lib/cn';
import type { Delta } from '../deltas';

const toneClasses = {
  good: 'text-emerald-700 dark:text-emerald-400',
  bad: 'text-red-700 dark:text-red-400',
  neutral: 'text-zinc-500 dark:text-zinc-400',
};

const arrows = { up: '▲', down: '▼', flat: '→' };

/**
 * "▲ +12.5%" coloured for good or bad news; a screen reader hears the words instead of the
 * arrow, and whether the change is good, since colour alone says nothing to it.
 */
export function DeltaText({ delta, className }: { delta: Delta; className?: string }) {
  const judgement = delta.tone === 'neutral' ? '' : delta.tone === 'good' ? ' (better)' : ' (worse)';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-medium tabular-nums',
        toneClasses[delta.tone],
        className,
      )}
    >
      <span aria-hidden="true" className="text-[0.8em]">
        {arrows[delta.direction]}
      </span>
      <span aria-hidden="true">{delta.text}</span>
      <span className="sr-only">
        {delta.description}
        {judgement}
      </span>
    </span>
  );
}
