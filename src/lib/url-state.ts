import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Page state in the query string, so a reload or a shared link shows the same view. Values equal to
 * their default are left out of the URL; `replace` keeps typing (search boxes) out of the history.
 * Pass `defaults` as a module-level constant, so `update` keeps its identity between renders.
 */
export function useUrlState<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const state = readUrlState(params, defaults);

  const update = useCallback(
    (patch: Partial<Record<K, string | null>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [k, v] of Object.entries(patch) as [K, string | null | undefined][]) {
            if (v === null || v === undefined || v === '' || v === defaults[k]) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
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
