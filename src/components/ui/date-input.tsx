import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { filterControlClasses, FilterField, type FilterControlSize } from './filter-bar';

/** Earlier days are a year still being typed (0002, 0020, 0202…), not a day anyone filters by. */
const firstPlausibleDay = '2000-01-01';

export interface DateInputProps {
  label: ReactNode;
  /** A YYYY-MM-DD day, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  id?: string;
  min?: string;
  max?: string;
  /** The page always needs a day: emptying the field changes nothing. */
  required?: boolean;
  invalid?: boolean;
  size?: FilterControlSize;
  className?: string;
}

/**
 * A native date field for a filter bar. While a person types a year digit by digit the browser
 * reports 0002, 0020, 0202…: those stay a draft here, and only a plausible day (or, unless
 * required, an emptied field) reaches the URL and the service. Leaving the field shows the URL's
 * day again.
 */
export function DateInput({
  label,
  value,
  onChange,
  id,
  min,
  max,
  required = false,
  invalid,
  size = 'md',
  className,
}: DateInputProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL moved (a preset, Back, Clear filters): the field follows it.
    setShown(value);
    setDraft(value);
  }
  return (
    <FilterField htmlFor={inputId} label={label} className={className}>
      <input
        id={inputId}
        type="date"
        value={draft}
        min={min}
        max={max}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          const usable = next === '' ? !required : next >= firstPlausibleDay;
          if (usable && next !== value) onChange(next);
        }}
        onBlur={() => setDraft(value)}
        className={cn(filterControlClasses(size), 'tabular-nums')}
      />
    </FilterField>
  );
}
