import { useEffect, useState, type RefObject } from 'react';

/** Scrolled less than this since the last decision: a jitter or a bounce, not a direction. */
const step = 8;
/** Nearer the top than this the bar always shows (it is about as tall). */
const top = 160;

/**
 * Whether the phone's top bar should be out of the way. Its brand row over two rows of navigation
 * (about 160 px of an 844 px screen) slides away while the page scrolls down and comes back as
 * soon as it scrolls up, so reading keeps the screen and the navigation is one flick away. The
 * layout applies it below md only (the sidebar of a wide screen never moves). Keyboard focus
 * entering the bar brings it back.
 */
export function useHiddenOnScroll(bar: RefObject<HTMLElement | null>) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Where scrolling starts from, read at the next frame: read on mount, the position makes the
    // browser lay the page out there and then, inside the first render's already long task.
    let last: number | undefined;
    const frame = requestAnimationFrame(() => (last ??= window.scrollY));
    const onScroll = () => {
      const y = window.scrollY;
      last ??= y;
      if (Math.abs(y - last) < step) return;
      setHidden(y > last && y > top);
      last = y;
    };
    const show = () => setHidden(false);
    const element = bar.current;
    window.addEventListener('scroll', onScroll, { passive: true });
    element?.addEventListener('focusin', show);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      element?.removeEventListener('focusin', show);
    };
  }, [bar]);
  return hidden;
}
