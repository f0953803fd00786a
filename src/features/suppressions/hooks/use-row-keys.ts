import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Suppression } from '@/contract';

/** The row's own controls, in order: what ArrowLeft/ArrowRight step through. */
const controlsOf = (row: HTMLElement) =>
  [...row.querySelectorAll<HTMLElement>('input, button, a[href], [tabindex]')].filter(
    (el) => el !== row && !el.hasAttribute('disabled'),
  );

interface RowActions {
  focusRow: (email: string) => boolean;
  onOpen: (row: Suppression) => void;
  onToggle: (row: Suppression, on: boolean) => void;
  onRemove: (row: Suppression) => void;
  isChecked: (row: Suppression) => boolean;
}

/**
 * Keyboard for the list's rows, a roving tabindex on a plain table (not an ARIA grid): one row at a
 * time is in the Tab order, with its own controls, so a 50-row page costs a handful of Tab stops,
 * not 200. A grid would move by cell and switch screen readers out of their table-reading keys for
 * rows that hold only two controls; here the table keeps its semantics and the rows move:
 * ↑/↓ or j/k, Home/End; Enter opens the detail panel, Space selects, Delete removes;
 * ←/→ (and Tab) step through the row's controls.
 */
export function useRowKeys(rows: readonly Suppression[], actions: RowActions) {
  const [activeEmail, setActiveEmail] = useState<string | null>(null);
  const latest = useRef({ rows, actions });
  useLayoutEffect(() => {
    latest.current = { rows, actions };
  });

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const { rows, actions } = latest.current;
    const row = rows[index];
    if (!row) return;
    const onRow = event.target === event.currentTarget;
    const moveTo = (i: number) => {
      const target = rows[Math.max(0, Math.min(rows.length - 1, i))];
      if (target) actions.focusRow(target.email);
    };
    const step = (by: number) => {
      const stops = [event.currentTarget, ...controlsOf(event.currentTarget)];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      stops[Math.max(0, Math.min(stops.length - 1, at + by))]?.focus();
    };
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
      Enter: onRow ? () => actions.onOpen(row) : undefined,
      ' ': onRow ? () => actions.onToggle(row, !actions.isChecked(row)) : undefined,
      Delete: onRow ? () => actions.onRemove(row) : undefined,
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }, []);

  const current = rows.some((r) => r.email === activeEmail) ? activeEmail : (rows[0]?.email ?? null);
  return { activeEmail: current, setActiveEmail, onKeyDown };
}
