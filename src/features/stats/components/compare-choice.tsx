import { useId } from 'react';
import { inputClasses, Label } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import type { CompareMode } from '../range';

/** What the cards' changes are against: the period just before, or the same days a year earlier. */
export function CompareChoice({
  value,
  onChange,
}: {
  value: CompareMode;
  onChange: (mode: CompareMode) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-xs text-zinc-500 dark:text-zinc-400">
        Compare with
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value === 'year' ? 'year' : 'previous')}
        className={cn(inputClasses, 'h-8 w-auto py-0 pr-8 pl-2')}
      >
        <option value="previous">Previous period</option>
        <option value="year">Same days last year</option>
      </select>
    </div>
  );
}
