import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a window resized, a phone rotated).
 * For markup that would only be hidden by CSS on the other side of the query: not rendering it
 * saves creating and styling it. `unknown` is the answer where matchMedia is missing (jsdom).
 */
export function useMediaQuery(query: string, unknown: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? unknown,
    () => unknown,
  );
}
