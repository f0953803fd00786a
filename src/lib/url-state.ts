import { useCallback, useRef } from 'react';

const noKeys: readonly string[] = [];

/**
 * How a filter change enters the browser's history: a new entry, so Back steps back through filter
 * changes, except while typing goes on in one box (a change of that key alone within `burstMs` of
 * the last), which replaces the entry it made. So a search is one step back, not one per pause.
 * Keys other than `typedKeys` (and `ignore`, like a cursor the change resets) always push. Pass
 * the arrays as module-level constants, so the function keeps its identity between renders.
 */
export function useFilterHistory<K extends string>(
  typedKeys: readonly K[],
  { burstMs = 3000, ignore = noKeys }: { burstMs?: number; ignore?: readonly string[] } = {},
) {
  const last = useRef<{ key: string; at: number } | null>(null);
  return useCallback(
    (patch: Partial<Record<K, unknown>>): { replace: boolean } => {
      const keys = Object.keys(patch).filter((k) => !ignore.includes(k));
      const typed =
        keys.length === 1 && (typedKeys as readonly string[]).includes(keys[0]!) ? keys[0]! : null;
      const now = Date.now();
      const replace = typed !== null && last.current?.key === typed && now - last.current.at < burstMs;
      last.current = typed === null ? null : { key: typed, at: now };
      return { replace };
    },
    [typedKeys, burstMs, ignore],
  );
}
