import { useId } from 'react';
import { Input } from '@/components/ui/field';
import { maxRotationDelayHours } from '@/contract';

export interface Timing {
  when: 'now' | 'later';
  /** As typed: whole or fractional hours, 1 to 168 when `later`. */
  hours: string;
}

const radio =
  'size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** "Now" or "after N hours": when a rotated secret takes over. */
export function RotationTiming({
  timing,
  onChange,
  valid,
}: {
  timing: Timing;
  onChange: (next: Timing) => void;
  valid: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-zinc-800 dark:text-zinc-200">New secret takes over</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={id}
          className={radio}
          checked={timing.when === 'now'}
          onChange={() => onChange({ ...timing, when: 'now' })}
        />
        Now
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={id}
            className={radio}
            checked={timing.when === 'later'}
            onChange={() => onChange({ ...timing, when: 'later' })}
          />
          After
        </label>
        <Input
          aria-label="Hours until the new secret takes over"
          aria-invalid={valid ? undefined : true}
          aria-describedby={`${id}-hint`}
          type="number"
          min={1}
          max={maxRotationDelayHours}
          step="any"
          inputMode="decimal"
          className="w-24"
          value={timing.hours}
          onFocus={() => onChange({ ...timing, when: 'later' })}
          onChange={(e) => onChange({ when: 'later', hours: e.target.value })}
        />
        <span>hours</span>
      </div>
      <p
        id={`${id}-hint`}
        className={
          valid ? 'text-xs text-zinc-500 dark:text-zinc-400' : 'text-xs text-red-600 dark:text-red-400'
        }
      >
        Up to {maxRotationDelayHours} hours (a week).
      </p>
    </fieldset>
  );
}
