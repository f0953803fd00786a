import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { filterControlClasses, FilterField, type FilterControlSize } from './filter-bar';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The first is usually the "any" choice, with the value ''. */
  options: readonly FilterOption[];
  id?: string;
  disabled?: boolean;
  /** The URL holds a value the service refused. */
  invalid?: boolean;
  size?: FilterControlSize;
  layout?: 'stacked' | 'inline';
  /** A control beside the select, under the same caption (the audit log's target id). */
  addon?: ReactNode;
  className?: string;
  selectClassName?: string;
}

/** A labelled select for a filter bar: one choice, written straight to the URL by the page. */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  id,
  disabled,
  invalid,
  size = 'md',
  layout,
  addon,
  className,
  selectClassName,
}: FilterSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const select = (
    <select
      id={selectId}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.value)}
      className={cn(filterControlClasses(size), 'min-w-0 pr-8', selectClassName)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return (
    <FilterField htmlFor={selectId} label={label} layout={layout} className={className}>
      {addon ? (
        <div className="flex gap-1.5">
          {select}
          {addon}
        </div>
      ) : (
        select
      )}
    </FilterField>
  );
}

/** A filter's options: "any" (the value '') first, then each value in words. */
export function filterOptions<T extends string>(
  any: string,
  values: readonly T[],
  labels: Readonly<Record<T, string>> | ((value: T) => string),
): FilterOption[] {
  const label = typeof labels === 'function' ? labels : (value: T) => labels[value];
  return [{ value: '', label: any }, ...values.map((value) => ({ value, label: label(value) }))];
}
