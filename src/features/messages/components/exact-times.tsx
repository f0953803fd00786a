import { Button } from '@/components/ui/button';
import { formatUtc } from '@/lib/format';
import { customBound } from '../lib/activity-filters';

const shown = (bound: string) => {
  const b = customBound(bound);
  if (!b) return 'any time';
  return b.length === 10 ? `${b} (UTC day)` : formatUtc(b);
};

/**
 * A custom range of exact times (an incident's window links here with them): shown as they are,
 * since the day fields cannot hold them, with one way back to editable whole days.
 */
export function ExactTimes({
  since,
  until,
  onWholeDays,
}: {
  since: string;
  until: string;
  onWholeDays: (patch: { since: string; until: string }) => void;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
      <span>
        Created from <strong className="font-medium">{shown(since)}</strong> to{' '}
        <strong className="font-medium">{shown(until)}</strong>
      </span>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onWholeDays({ since: since.slice(0, 10), until: until.slice(0, 10) })}
      >
        Whole days instead
      </Button>
    </p>
  );
}
