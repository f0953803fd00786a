import type { ReactNode } from 'react';
import { DateInput, type DateInputProps } from './date-input';

interface DayRangeInputsProps extends Omit<
  DateInputProps,
  'label' | 'value' | 'onChange' | 'pickerLabel' | 'id'
> {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
  /** The two fields' ids, when the page names them. */
  ids?: readonly [string, string];
  labels?: readonly [ReactNode, ReactNode];
  /** Shown between the two fields. */
  separator?: ReactNode;
}

/** A range of UTC days as two DateInputs, From and To; the other props (size, max…) go to both. */
export function DayRangeInputs({
  from,
  to,
  onFrom,
  onTo,
  ids,
  labels = ['From (UTC day)', 'To (UTC day)'],
  separator,
  ...both
}: DayRangeInputsProps) {
  return (
    <>
      <DateInput
        {...both}
        id={ids?.[0]}
        label={labels[0]}
        pickerLabel="Pick the first day from a calendar"
        value={from}
        onChange={onFrom}
      />
      {separator}
      <DateInput
        {...both}
        id={ids?.[1]}
        label={labels[1]}
        pickerLabel="Pick the last day from a calendar"
        value={to}
        onChange={onTo}
      />
    </>
  );
}
