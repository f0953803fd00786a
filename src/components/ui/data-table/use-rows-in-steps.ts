import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` rows to render: a screenful first, then `step` more per transition until all
 * are in. A page of 50 rows committed at once is one long task on a slow phone (hundreds of
 * elements to create and lay out); in steps, the first rows show sooner and input is never held up
 * for long. The count only grows, so later pages of the same size render at once.
 */
export function useRowsInSteps(total: number, first = 12, step = 12): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setShown((n) => n + step));
  }, [shown, total, step]);
  return Math.min(shown, total);
}
