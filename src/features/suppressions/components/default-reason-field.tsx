import { Field } from '@/components/ui/field';
import type { ImportMapping } from '../lib/import/analyze-rows';
import { ReasonSelect } from './reason-select';

/** The reason an import gives rows without one of their own (every row, when pasted). */
export function DefaultReasonField({
  label,
  hint,
  mapping,
  onChange,
}: {
  label: string;
  hint: string;
  mapping: ImportMapping;
  onChange: (patch: Partial<ImportMapping>) => void;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <ReasonSelect
          {...control}
          value={mapping.defaultReason}
          onChange={(r) => onChange({ defaultReason: r })}
        />
      )}
    </Field>
  );
}
