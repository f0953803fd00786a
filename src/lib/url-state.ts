import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Page state in the query string, so a reload or a shared link shows the same view. Values equal to
 * their default are left out of the URL; `replace` keeps typing (search boxes) out of the history;
 * `state` goes with the history entry (what a reload keeps but a link does not: earlier cursors).
 * Pass `defaults` as a module-level constant, so `update` keeps its identity between renders.
 * `update` answers the state it wrote (before React renders it).
 */
export function useUrlState<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const state = readUrlState(params, defaults);
  // The query string as the last update left it. React Router hands a functional update the params
  // of the last render, so a second change before the page renders again (two filters picked in
  // quick succession) would drop the first; each update builds on this instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<K, string | null>>, options: { replace?: boolean; state?: unknown } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(patch) as [K, string | null | undefined][]) {
        if (v === null || v === undefined || v === '' || v === defaults[k]) next.delete(k);
        else next.set(k, v);
      }
      latest.current = next;
      setParams(next, { replace: options.replace ?? false, state: options.state });
      return readUrlState(next, defaults);
    },
    [setParams, defaults],
  );
  return [state, update] as const;
}

/** The state a query string holds, read as useUrlState reads it (also before React renders). */
export function readUrlState<K extends string>(params: URLSearchParams, defaults: Record<K, string>) {
  return Object.fromEntries(
    (Object.keys(defaults) as K[]).map((k) => [k, params.get(k) ?? defaults[k]]),
  ) as Record<K, string>;
}

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
