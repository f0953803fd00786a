import { useCallback, useMemo, useState } from 'react';
import type { Suppression } from '@/contract';

/** Selected rows by id, kept across pages so a bulk action can gather rows from several. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, Suppression>>(new Map());

  const toggle = useCallback((row: Suppression, on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });
  }, []);

  const setMany = useCallback((rows: readonly Suppression[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }, []);

  /** After a bulk action: keep exactly these (the rows that failed). */
  const replace = useCallback((rows: readonly Suppression[]) => {
    setSelected(new Map(rows.map((row) => [row.id, row])));
  }, []);

  const rows = useMemo(() => [...selected.values()], [selected]);
  return { selected, rows, toggle, setMany, replace, clear: () => replace([]) };
}
export type RowSelection = ReturnType<typeof useRowSelection>;
