import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the table fits its box. While it does, the box does not scroll sideways, so it is no
 * scroll container and the table's head can stick to the top of the window; once it does not, the
 * box scrolls (and the head sticks no more, which is the lesser loss).
 */
export function useFitsWidth(
  box: RefObject<HTMLElement | null>,
  table: RefObject<HTMLElement | null>,
  enabled: boolean,
): boolean {
  const [fits, setFits] = useState(true);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = table.current;
    if (!enabled || !outer || !inner) return;
    const check = () => setFits(inner.offsetWidth <= outer.clientWidth + 1);
    check();
    // jsdom has no ResizeObserver; there nothing is laid out anyway.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    observer?.observe(outer);
    observer?.observe(inner);
    return () => observer?.disconnect();
  }, [box, table, enabled]);
  return fits;
}
