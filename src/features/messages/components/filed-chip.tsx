import { useId } from 'react';
import { XIcon } from '@/components/ui/icons';
import { filingsFor, type Filing, type LookupFilter } from '../lib/parse-lookup';

export const filterNames: Record<LookupFilter, string> = {
  recipient: 'recipient contains',
  subject: 'subject contains',
  id_prefix: 'message ID starts with',
};

/**
 * Where the lookup box filed what was typed, as a chip: the filter it went into (a choice among
 * every filter the text fits, so a word read as part of an address becomes a subject in one step),
 * its value, and a ✕ that takes it off. The activity filters below keep their own fields.
 */
export function FiledChip({
  filed,
  typed,
  onRefile,
  onRemove,
}: {
  filed: Filing;
  typed: string;
  onRefile: (filing: Filing) => void;
  onRemove: () => void;
}) {
  const selectId = useId();
  const filings = filingsFor(typed);
  const choices = filings.some((f) => f.field === filed.field) ? filings : [filed, ...filings];
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
      {/* Announced as a sentence; the chip's controls are not read out as part of it. */}
      <span role="status">
        Filtering the activity below:
        <span className="sr-only">
          {' '}
          {filterNames[filed.field]} “{filed.value}”.
        </span>
      </span>
      <span className="inline-flex h-7 items-center gap-1 rounded-full border border-indigo-300 bg-indigo-50 pr-1 pl-2 dark:border-indigo-700 dark:bg-indigo-950/50">
        {choices.length > 1 ? (
          <>
            <label htmlFor={selectId} className="sr-only">
              Search “{typed}” as
            </label>
            <select
              id={selectId}
              value={filed.field}
              onChange={(e) => onRefile(choices.find((f) => f.field === e.target.value)!)}
              className="h-6 rounded-full bg-transparent pr-1 text-sm text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-200"
            >
              {choices.map((f) => (
                <option key={f.field} value={f.field}>
                  {filterNames[f.field]}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="text-indigo-900 dark:text-indigo-200">{filterNames[filed.field]}</span>
        )}
        <bdi className="font-medium break-all text-indigo-950 dark:text-indigo-100">“{filed.value}”</bdi>
        <button
          type="button"
          aria-label={`Remove the filter ${filterNames[filed.field]} “${filed.value}”`}
          onClick={onRemove}
          className="flex size-5 items-center justify-center rounded-full text-indigo-700 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-900"
        >
          <XIcon size={3} />
        </button>
      </span>
    </div>
  );
}
