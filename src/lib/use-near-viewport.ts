import { useEffect, useState, type RefObject } from 'react';

/** How close to the viewport counts as near, by default (px above and below it). */
export const nearMarginPx = 400;

/**
 * True once the element has come within `margin` of the viewport, and from then on. For content
 * below the fold on a phone (the statistics charts): rendered, and its code loaded, only when the
 * reader scrolls towards it, so it does not compete with what is on screen. Without
 * IntersectionObserver everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = `${nearMarginPx}px`): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
