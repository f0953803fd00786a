import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/field';
import { formatNumber } from '@/lib/format';

/**
 * The review of sender-side bounces: these addresses were refused because of the sending, not the
 * mailbox, so they are probably fine, but only once the cause is fixed. Removing them all goes
 * through the whole-filter removal (with its exact Undo), and only after saying the cause is fixed.
 */
export function SenderSideReview({
  total,
  onRemoveAll,
}: {
  /** What the filter matches, when the list has said. */
  total: { count: number; exact: boolean } | undefined;
  /** Absent where the service cannot remove a whole filter: rows are then removed as a selection. */
  onRemoveAll: ((total: { count: number; exact: boolean }) => void) | undefined;
}) {
  const [fixed, setFixed] = useState(false);
  const count = total && (total.exact ? formatNumber(total.count) : `more than ${formatNumber(total.count)}`);
  return (
    <section
      aria-labelledby="sender-side-review-heading"
      className="flex flex-col gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <h3 id="sender-side-review-heading" className="font-semibold">
        Review sender-side bounces: these addresses are probably fine
      </h3>
      <p>
        These addresses were refused because of your sending, not because the mailbox is bad: a blocklist
        listing or poor sending reputation, failed SPF, DKIM or DMARC, content taken for spam, sending too
        fast, or the receiver&apos;s policy. The service suppressed them like any hard bounce. Fix the cause
        first (each row says which); removed before that, they will bounce and be suppressed again.
      </p>
      {onRemoveAll && total && total.count > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Checkbox
            label="I have fixed the cause of these refusals"
            checked={fixed}
            onChange={(event) => setFixed(event.target.checked)}
          />
          <Button variant="danger" size="sm" disabled={!fixed} onClick={() => onRemoveAll(total)}>
            Remove all {count}…
          </Button>
        </div>
      )}
    </section>
  );
}
