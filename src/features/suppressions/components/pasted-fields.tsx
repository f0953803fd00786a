import type { ImportMapping } from '../lib/import/analyze-rows';
import { importDay } from './import-day';
import { DefaultReasonField } from './default-reason-field';

/**
 * Pasted addresses have no columns to map: only the reason they all get, and the date they will
 * carry (the import's own day, as they bring none).
 */
export function PastedFields({
  mapping,
  onChange,
}: {
  mapping: ImportMapping;
  onChange: (patch: Partial<ImportMapping>) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div className="sm:max-w-xs">
        <DefaultReasonField
          label="Reason"
          hint="Every pasted address gets it."
          mapping={mapping}
          onChange={onChange}
        />
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {`Dated ${importDay()}, the day of the import: pasted addresses carry no date.`}
      </p>
    </div>
  );
}
