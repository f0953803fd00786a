import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { z } from '@/contract/zod';
import { urlValue, type UrlValue } from './url-value';

/**
 * A page's URL keys, each read by a schema from the text the URL holds (as the service reads a
 * query), into a value the URL can hold again.
 */
export type StateShape = Record<string, z.ZodMiniType<UrlValue>>;
type Value<T extends z.ZodMiniType> = Exclude<z.output<T>, undefined>;
/** What the URL may set: typed values (lists as arrays, numbers, enums); an absent key is not set. */
export type StateOf<S extends StateShape> = { [K in keyof S]?: Value<S[K]> };
/** The state a page reads: keys with a default are always there. */
export type FullState<S extends StateShape, D> = StateOf<S> & { [K in keyof D & keyof S]-?: Value<S[K]> };
/** A change: `null` (or an empty value) takes the key out of the URL. */
export type StatePatch<S extends StateShape> = { [K in keyof S]?: Value<S[K]> | null | '' };

export interface PageStateDef<S extends StateShape, D extends StateOf<S>> {
  /** Built on first read, as the contract's schemas are: a page's state costs the first load nothing. */
  readonly shape: S;
  /** Values a page assumes when the URL has none; a value equal to its default stays out of the URL. */
  readonly defaults: D;
}

/** A page's URL state, from schemas built on the contract's own query schemas (see src/lib/page-state/). */
export function pageState<S extends StateShape, D extends StateOf<S> = Record<never, never>>(
  build: () => S,
  defaults: D = {} as D,
): PageStateDef<S, D> {
  let shape: S | undefined;
  return {
    get shape() {
      return (shape ??= build());
    },
    defaults,
  };
}

/** Each value of a list the schema knows, when the list as a whole is refused (`status=sent,bogus`). */
function keptItems(schema: z.ZodMiniType, raw: string): unknown[] {
  const kept = raw.split(',').flatMap((part) => {
    const one = schema.safeParse(part);
    return one.success && Array.isArray(one.data) ? (one.data as unknown[]) : [];
  });
  return [...new Set(kept)];
}

/**
 * The state a query string holds, as the page reads it (also before React renders: prefetches).
 * A value its schema refuses is dropped (a list keeps the values it knows) and named in `fixes`
 * with what the URL should say instead (`null`: nothing). Keys the page does not know are left to
 * whoever reads them (a panel's own state on the same page).
 */
export function readPageState<S extends StateShape, D extends StateOf<S>>(
  def: PageStateDef<S, D>,
  params: URLSearchParams,
): { state: FullState<S, D>; fixes: Record<string, string | null> } {
  const state: Record<string, unknown> = { ...def.defaults };
  const fixes: Record<string, string | null> = {};
  for (const [key, schema] of Object.entries(def.shape)) {
    const raw = params.get(key);
    if (raw === null || raw === '') continue;
    const whole = schema.safeParse(raw);
    if (whole.success) {
      if (whole.data !== undefined) state[key] = whole.data;
      continue;
    }
    const kept = keptItems(schema, raw);
    if (kept.length > 0) state[key] = kept;
    fixes[key] = urlValue(kept as string[]) ?? null;
  }
  return { state: state as FullState<S, D>, fixes };
}

/**
 * Typed page state in the query string, so a reload or a shared link shows the same view. A value
 * the page cannot read (hand-edited, stale) leaves the URL at once (`replace`), so the address
 * says what the page shows. `update` writes typed values (defaults stay out of the URL); `replace`
 * keeps typing out of the history; `state` goes with the history entry (what a reload keeps but a
 * link does not: earlier cursors). It answers the state it wrote, before React renders it.
 */
export function usePageState<S extends StateShape, D extends StateOf<S>>(def: PageStateDef<S, D>) {
  const [params, setParams] = useSearchParams();
  const historyState: unknown = useLocation().state;
  const read = useMemo(() => readPageState(def, params), [def, params]);
  // The query string as the last update left it. React Router hands a functional update the params
  // of the last render, so a second change before the page renders again (two filters picked in
  // quick succession) would drop the first; each update builds on this instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  useEffect(() => {
    const fixed = Object.entries(read.fixes);
    if (fixed.length === 0) return;
    const next = new URLSearchParams(latest.current);
    for (const [key, text] of fixed) {
      if (text === null) next.delete(key);
      else next.set(key, text);
    }
    latest.current = next;
    setParams(next, { replace: true, state: historyState });
  }, [read, setParams, historyState]);

  const update = useCallback(
    (patch: StatePatch<S>, options: { replace?: boolean; state?: unknown } = {}) => {
      const next = new URLSearchParams(latest.current);
      const defaults: Record<string, UrlValue> = def.defaults;
      for (const [key, value] of Object.entries(patch) as [string, UrlValue][]) {
        const text = urlValue(value);
        if (text === undefined || text === urlValue(defaults[key])) next.delete(key);
        else next.set(key, text);
      }
      latest.current = next;
      setParams(next, { replace: options.replace ?? false, state: options.state });
      return readPageState(def, next).state;
    },
    [setParams, def],
  );
  return [read.state, update] as const;
}
