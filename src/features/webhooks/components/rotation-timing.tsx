import { useId } from 'react';
import { Input } from '@/components/ui/field';
import { useFormField } from '@/components/ui/form';
import { maxRotationDelayHours } from '@/contract';

/** The rotate dialog's values: when the new secret takes over, and after how many hours (as typed). */
export interface RotationValues {
  when: 'now' | 'later';
  hours: string;
}

const radio =
  'size-4 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';

/** "Now" or "after N hours": when a rotated secret takes over; fields of the dialog's form by name. */
export function RotationTiming() {
  const id = useId();
  const when = useFormField<RotationValues['when']>('when');
  const hours = useFormField<string>('hours');
  // Only a real change is set: any set clears the write's failure, and a 400 at the hours focuses them.
  const later = () => when.value !== 'later' && when.set('later');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-zinc-800 dark:text-zinc-200">New secret takes over</legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={id}
          className={radio}
          checked={when.value === 'now'}
          onChange={() => when.set('now')}
        />
        Now
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={id}
            className={radio}
            checked={when.value === 'later'}
            onChange={() => when.set('later')}
          />
          After
        </label>
        <Input
          aria-label="Hours until the new secret takes over"
          aria-invalid={hours.error ? true : undefined}
          aria-describedby={hours.error ? `${id}-error ${id}-hint` : `${id}-hint`}
          type="number"
          min={1}
          max={maxRotationDelayHours}
          step="any"
          inputMode="decimal"
          className="w-24"
          value={hours.value}
          onFocus={later}
          onChange={(e) => {
            later();
            hours.set(e.target.value);
          }}
        />
        <span>hours</span>
      </div>
      {hours.error && (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {hours.error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
        Up to {maxRotationDelayHours} hours (a week).
      </p>
    </fieldset>
  );
}
