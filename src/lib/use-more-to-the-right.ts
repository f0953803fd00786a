import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a sideways-scrolling element has more to its right, kept up to date as it scrolls or
 * resizes: the cue (the phone nav row, a wide preview table) shows only while something is still cut off.
 */
export function useMoreToTheRight(ref: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    check();
    element.addEventListener('scroll', check, { passive: true });
    // jsdom has no ResizeObserver; there nothing is laid out anyway.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
    observer?.observe(element);
    // The row's content changes width too (a lock appears once the key's permissions are in).
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', check);
      observer?.disconnect();
    };
  }, [ref]);
  return more;
}
