import type { SuppressionReason } from '@/contract';
import { inputClasses } from '@/components/ui/field';
import { reasonMeta, suppressionReasons } from '../lib/reasons';

/** A <select> of the four reasons in words; takes the id and aria props a Field hands its control. */
export function ReasonSelect({
  value,
  onChange,
  ...control
}: {
  value: SuppressionReason;
  onChange: (reason: SuppressionReason) => void;
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}) {
  return (
    <select
      {...control}
      value={value}
      onChange={(event) => onChange(event.target.value as SuppressionReason)}
      className={inputClasses}
    >
      {suppressionReasons.map((r) => (
        <option key={r} value={r}>
          {reasonMeta[r].label}
        </option>
      ))}
    </select>
  );
}
