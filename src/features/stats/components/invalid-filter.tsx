import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { StatsFilterState } from '../hooks/use-stats-filter';

/**
 * A range that reads but can't be asked (inverted, too long), said in words, with the way back.
 * Nothing was sent to the service. (A value that doesn't read at all never gets here: the page
 * state drops it.)
 */
export function InvalidFilter({ message, filter }: { message: string; filter: StatsFilterState }) {
  return (
    <Notice role="alert">
      <p className="font-medium dark:text-amber-100">This range can't be shown</p>
      <p className="text-amber-900/90 dark:text-amber-200/90">{message}</p>
      <div>
        <Button size="sm" onClick={filter.resetRange}>
          Show the last 30 days
        </Button>
      </div>
    </Notice>
  );
}
