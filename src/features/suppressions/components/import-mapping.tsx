import { Field, inputClasses } from '@/components/ui/field';
import type { ImportMapping } from '../lib/import/analyze-rows';
import { ReasonSelect } from './reason-select';

/** Which column is the address, which the reason, and what reason rows without one get. */
export function ImportMappingFields({
  columns,
  mapping,
  onChange,
}: {
  columns: string[];
  mapping: ImportMapping;
  onChange: (patch: Partial<ImportMapping>) => void;
}) {
  const columnOptions = columns.map((name, i) => (
    <option key={i} value={i}>
      {name}
    </option>
  ));
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field
        label="Address column"
        error={mapping.emailColumn === -1 ? 'Pick the column with the addresses.' : undefined}
      >
        {(control) => (
          <select
            {...control}
            value={mapping.emailColumn}
            onChange={(event) => onChange({ emailColumn: Number(event.target.value) })}
            className={inputClasses}
          >
            {mapping.emailColumn === -1 && <option value={-1}>Choose…</option>}
            {columnOptions}
          </select>
        )}
      </Field>
      <Field label="Reason column">
        {(control) => (
          <select
            {...control}
            value={mapping.reasonColumn}
            onChange={(event) => onChange({ reasonColumn: Number(event.target.value) })}
            className={inputClasses}
          >
            <option value={-1}>None</option>
            {columnOptions}
          </select>
        )}
      </Field>
      <Field label="Default reason" hint="For rows without a reason we recognize.">
        {(control) => (
          <ReasonSelect
            {...control}
            value={mapping.defaultReason}
            onChange={(r) => onChange({ defaultReason: r })}
          />
        )}
      </Field>
    </div>
  );
}
