import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

/** The row's own controls, in order: what ArrowLeft/ArrowRight step through. */
const controlsOf = (row: HTMLElement) =>
  [...row.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex]')].filter(
    (el) => el !== row && !el.hasAttribute('disabled'),
  );

export interface RowKeyActions<Row> {
  rowKey: (row: Row) => string;
  /** Enter on a row. */
  onOpen?: ((row: Row) => void) | undefined;
  /** Space on a row: tick or untick it. */
  onToggle?: ((row: Row) => void) | undefined;
  /** Other keys on a row (Delete to remove, say): true when handled. */
  onKey?: ((key: string, row: Row) => boolean) | undefined;
  /** Each row's element by key, for a feature that moves focus itself (after a removal). */
  rowRef?: ((key: string, element: HTMLTableRowElement | null) => void) | undefined;
}

/**
 * Keyboard for a table's rows, a roving tabindex on a plain table (not an ARIA grid): one row at a
 * time is in the Tab order, with its own controls, so a 50-row page costs a handful of Tab stops,
 * not 200. A grid would move by cell and switch screen readers out of their table-reading keys for
 * rows that hold a control or two; here the table keeps its semantics and the rows move:
 * ↑/↓ or j/k, Home/End; Enter opens, Space selects; ←/→ (and Tab) step through the row's controls.
 */
export function useRowKeys<Row>(rows: readonly Row[], actions: RowKeyActions<Row>, initialKey?: string) {
  const [activeKey, setActiveKey] = useState<string | null>(initialKey ?? null);
  const elements = useRef(new Map<string, HTMLTableRowElement>());
  const latest = useRef({ rows, actions });
  useLayoutEffect(() => {
    latest.current = { rows, actions };
  });

  const register = useCallback((key: string, element: HTMLTableRowElement | null) => {
    // Let go on unmount: a kept element would keep its whole detached row alive.
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
    latest.current.actions.rowRef?.(key, element);
  }, []);

  const focusRow = useCallback((key: string) => {
    const row = elements.current.get(key);
    if (!row?.isConnected) return false;
    row.focus();
    return true;
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const { rows, actions } = latest.current;
      const row = rows[index];
      if (row === undefined) return;
      const onRow = event.target === event.currentTarget;
      const moveTo = (i: number) => {
        const target = rows[Math.max(0, Math.min(rows.length - 1, i))];
        if (target !== undefined) focusRow(actions.rowKey(target));
      };
      const step = (by: number) => {
        const stops = [event.currentTarget, ...controlsOf(event.currentTarget)];
        const at = stops.indexOf(document.activeElement as HTMLElement);
        stops[Math.max(0, Math.min(stops.length - 1, at + by))]?.focus();
      };
      const { onOpen, onToggle } = actions;
      const keys: Record<string, (() => void) | undefined> = {
        ArrowDown: () => moveTo(index + 1),
        j: () => moveTo(index + 1),
        ArrowUp: () => moveTo(index - 1),
        k: () => moveTo(index - 1),
        Home: () => moveTo(0),
        End: () => moveTo(rows.length - 1),
        ArrowRight: () => step(1),
        ArrowLeft: () => step(-1),
        // On the row itself only: on a control, Enter and Space are the control's own.
        Enter: onRow && onOpen ? () => onOpen(row) : undefined,
        ' ': onRow && onToggle ? () => onToggle(row) : undefined,
      };
      const action = keys[event.key];
      if (action) {
        event.preventDefault();
        action();
      } else if (onRow && actions.onKey?.(event.key, row)) {
        event.preventDefault();
      }
    },
    [focusRow],
  );

  const keys = rows.map((row) => actions.rowKey(row));
  const current = activeKey !== null && keys.includes(activeKey) ? activeKey : (keys[0] ?? null);
  return { activeKey: current, setActiveKey, register, focusRow, onKeyDown };
}
