import { useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatDayText, parseDayText } from '@/lib/format';
import { filterCaption, filterControlClasses, type FilterControlSize } from './filter-bar';
import { CalendarIcon } from './icons';

/** Earlier days are a year still being typed (0002, 0020, 0202…), not a day anyone filters by. */
const firstPlausibleDay = '2000-01-01';
const example = '25 Nov 2026';

export interface DateInputProps {
  label: ReactNode;
  /** A YYYY-MM-DD day, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The calendar button's accessible name; it must differ from the field's own label. */
  pickerLabel?: string;
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
 * A day field for a filter bar, in the console's own format (`25 Nov 2026`, whatever the browser's
 * locale): type the day (`25 Nov 2026`, `Nov 25 2026` or `2026-11-25` all work) or pick it with the
 * calendar button, which opens the browser's own picker. A typed day reaches the URL as soon as it
 * is a whole, plausible day; leaving the field with text that is none says so, and Escape puts the
 * URL's day back.
 */
export function DateInput({
  label,
  value,
  onChange,
  pickerLabel = 'Pick a day from a calendar',
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
  const errorId = `${inputId}-error`;
  const picker = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(() => formatDayText(value));
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL moved (a preset, Back, Clear filters, the picker): the field follows it.
    setShown(value);
    setDraft(formatDayText(value));
    setError(null);
  }

  const commit = (day: string) => {
    if (day !== value) onChange(day);
  };

  /** Leaving the field (or Enter): a day is tidied to the console's format, anything else is named. */
  const settle = () => {
    const text = draft.trim();
    if (!text) {
      if (required) setDraft(formatDayText(value));
      return;
    }
    const day = parseDayText(text);
    if (!day) setError(`“${text}” is not a day. Type it like ${example} or 2026-11-25.`);
    else if (day < firstPlausibleDay) setError(`Pick a day from ${formatDayText(firstPlausibleDay)} on.`);
    else setDraft(formatDayText(day));
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = value;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it here): the field still takes a typed day.
      input.focus();
    }
  };

  const heightClass = size === 'sm' ? 'h-8 w-8' : 'h-9 w-9';
  return (
    <div className={cn('flex w-fit flex-col gap-1', className)}>
      <label htmlFor={inputId} className={filterCaption}>
        {label}
      </label>
      <div className="relative flex items-stretch">
        <input
          id={inputId}
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={example}
          value={draft}
          aria-invalid={invalid || error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            setError(null);
            if (text.trim() === '') {
              if (!required) commit('');
              return;
            }
            const day = parseDayText(text);
            if (day && day >= firstPlausibleDay) commit(day);
          }}
          onBlur={settle}
          onKeyDown={(event) => {
            if (event.key === 'Enter') settle();
            if (event.key === 'Escape' && (draft !== formatDayText(value) || error)) {
              event.preventDefault();
              setDraft(formatDayText(value));
              setError(null);
            }
          }}
          className={cn(filterControlClasses(size, 'w-32'), 'rounded-r-none tabular-nums')}
        />
        <button
          type="button"
          aria-label={pickerLabel}
          title={pickerLabel}
          onClick={openPicker}
          className={cn(
            heightClass,
            'relative -ml-px inline-flex shrink-0 items-center justify-center rounded-r-md border border-zinc-300 bg-white text-zinc-600 hover:bg-zinc-50 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800',
          )}
        >
          <CalendarIcon size={4} />
        </button>
        {/* The browser's own calendar, opened by the button: never shown, never a Tab stop. */}
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          min={min}
          max={max}
          defaultValue={value}
          onChange={(event) => {
            const day = event.target.value;
            if (day) commit(day);
          }}
          className="pointer-events-none absolute right-0 bottom-0 h-px w-9 opacity-0"
        />
      </div>
      {error && (
        <p id={errorId} className="max-w-44 text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
