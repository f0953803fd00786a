import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import type { StatsFilterState } from '../hooks/use-stats-filter';

/** An impossible range or domain, said in words, with the way back. Nothing was sent to the service. */
export function InvalidFilter({ message, filter }: { message: string; filter: StatsFilterState }) {
  const rangeProblem = !filter.range.ok;
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm dark:border-amber-900/60 dark:bg-amber-950/30"
    >
      <AlertIcon size={5} className="mt-0.5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="flex flex-col gap-2">
        <p className="font-medium text-amber-900 dark:text-amber-100">
          {rangeProblem ? "This range can't be shown" : "This domain filter can't be used"}
        </p>
        <p className="text-amber-900/90 dark:text-amber-200/90">{message}</p>
        <div>
          <Button size="sm" onClick={() => (rangeProblem ? filter.resetRange() : filter.setDomain(null))}>
            {rangeProblem ? 'Show the last 30 days' : 'Show all domains'}
          </Button>
        </div>
      </div>
    </div>
  );
}
