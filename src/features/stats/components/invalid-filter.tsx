import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { StatsFilterState } from '../hooks/use-stats-filter';

/** An impossible range or domain, said in words, with the way back. Nothing was sent to the service. */
export function InvalidFilter({ message, filter }: { message: string; filter: StatsFilterState }) {
  const rangeProblem = !filter.range.ok;
  return (
    <Notice role="alert">
      <p className="font-medium dark:text-amber-100">
        {rangeProblem ? "This range can't be shown" : "This domain filter can't be used"}
      </p>
      <p className="text-amber-900/90 dark:text-amber-200/90">{message}</p>
      <div>
        <Button size="sm" onClick={() => (rangeProblem ? filter.resetRange() : filter.setDomain(null))}>
          {rangeProblem ? 'Show the last 30 days' : 'Show all domains'}
        </Button>
      </div>
    </Notice>
  );
}
