import { alertMetricLabel, comparatorSymbols, formatAlertValue, suggestedThresholds } from '@/contract';

type Suggestion = (typeof suggestedThresholds)[number];

/** The field's known lines (Gmail, SES), each one click from filling metric, comparator and threshold. */
export function SuggestedThresholds({ onPick }: { onPick: (s: Suggestion) => void }) {
  return (
    <div role="group" aria-labelledby="suggested-heading" className="flex flex-col gap-1.5">
      <p id="suggested-heading" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Suggested lines
      </p>
      <ul className="flex flex-wrap gap-2">
        {suggestedThresholds.map((s) => (
          <li key={s.label}>
            <button
              type="button"
              title={s.source}
              onClick={() => onPick(s)}
              className="rounded-full border border-indigo-200 bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-indigo-800 dark:bg-indigo-500/10 dark:text-indigo-200 dark:hover:bg-indigo-500/25"
            >
              {s.label}: {alertMetricLabel(s.metric)} {comparatorSymbols[s.comparator]}{' '}
              {formatAlertValue(s.metric, s.threshold)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
