import { Checkbox, SelectField } from '@/components/ui/field';
import { formatUtc } from '@/lib/format';
import type { ImportMapping } from '../lib/import/analyze-rows';
import { importDay } from './import-day';
import { DefaultReasonField } from './default-reason-field';

/** The first row whose date was read, to show what the date column gives. */
export interface DateSample {
  row: number;
  at: string;
}

/**
 * Which column is the address, which the reason and which the date (with a row's date as read),
 * what reason rows without one get, and, for a SendGrid export, whether its blocks come too.
 */
export function ImportMappingFields({
  columns,
  mapping,
  dateSample,
  onChange,
}: {
  columns: string[];
  mapping: ImportMapping;
  dateSample: DateSample | null;
  onChange: (patch: Partial<ImportMapping>) => void;
}) {
  const dateColumn = mapping.dateColumn ?? -1;
  const columnOptions = columns.map((name, i) => (
    <option key={i} value={i}>
      {name}
    </option>
  ));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label="Address column"
        error={mapping.emailColumn === -1 ? 'Pick the column with the addresses.' : undefined}
        value={mapping.emailColumn}
        onChange={(event) => onChange({ emailColumn: Number(event.target.value) })}
      >
        {mapping.emailColumn === -1 && <option value={-1}>Choose…</option>}
        {columnOptions}
      </SelectField>
      <SelectField
        label="Reason column"
        value={mapping.reasonColumn}
        onChange={(event) => onChange({ reasonColumn: Number(event.target.value) })}
      >
        <option value={-1}>None</option>
        {columnOptions}
      </SelectField>
      <SelectField
        label="Date column"
        hint={
          dateColumn === -1
            ? `None: rows are dated on the day of the import, ${importDay()}.`
            : dateSample
              ? `Row ${dateSample.row} reads as ${formatUtc(dateSample.at)}.`
              : `No date in this column could be read: rows are dated on the day of the import, ${importDay()}.`
        }
        value={dateColumn}
        onChange={(event) => onChange({ dateColumn: Number(event.target.value) })}
      >
        <option value={-1}>None</option>
        {columnOptions}
      </SelectField>
      <DefaultReasonField
        label="Default reason"
        hint="For rows without a reason we recognize."
        mapping={mapping}
        onChange={onChange}
      />
      {(mapping.originColumn ?? -1) !== -1 && (
        <p className="text-sm text-zinc-600 sm:col-span-2 dark:text-zinc-400">
          Postmark’s Origin column is read too: a manual suppression the recipient made (Origin Recipient,
          Postmark’s unsubscribe link) is imported as an unsubscribe; one made by you (Customer) or by
          Postmark’s staff (Admin) stays manual.
        </p>
      )}
      {mapping.senderBlocks && (
        <Checkbox
          className="sm:col-span-2"
          label="Import SendGrid blocks too"
          hint="A block is a receiver refusing the sender (a blocklist listing, authentication, content), not the address, and SendGrid does not suppress it. Left out unless ticked."
          checked={mapping.senderBlocks === 'import'}
          onChange={(event) => onChange({ senderBlocks: event.target.checked ? 'import' : 'skip' })}
        />
      )}
    </div>
  );
}
