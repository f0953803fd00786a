import { useEffect, useState } from 'react';

/** What focus waits for: rows to go (a removal) or a row to come back (Undo), for a few seconds. */
type Pending =
  | { kind: 'removal'; removed: ReadonlySet<string>; order: readonly string[]; until: number }
  | { kind: 'return'; email: string; until: number };

const waitMs = 10_000;
const pollMs = 100;

const modalOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * Where keyboard focus goes when rows come and go. After a removal (one row, from the panel or in
 * bulk) the next row takes focus, or the previous one when the last went, or the list's heading when
 * none is left, instead of focus falling to the page's body; after Undo the row that came back.
 * Rows are known by address (unique in the list, and the same after Undo re-adds a row).
 */
export function useRowFocus() {
  const [rowFocus] = useState(createRowFocus);
  // A wait still polling when the list goes would touch a page that is no longer there.
  useEffect(() => rowFocus.stop, [rowFocus]);
  return rowFocus;
}
export type RowFocus = ReturnType<typeof createRowFocus>;

/** Plain state outside React: nothing here renders, it only remembers and moves focus. */
function createRowFocus() {
  const elements = { current: new Map<string, HTMLTableRowElement>() };
  const heading = { current: null as HTMLHeadingElement | null };
  const rows = { current: [] as readonly string[] };
  const pending = { current: null as Pending | null };
  const timer = { current: undefined as ReturnType<typeof setTimeout> | undefined };
  {
    const focusRow = (email: string) => {
      const row = elements.current.get(email);
      if (!row?.isConnected) return false;
      row.focus();
      return true;
    };
    const focusHeading = () => heading.current?.focus();
    /**
     * Only where focus was lost (to the body, a removed element, or a dialog that has just closed:
     * Chrome leaves it there until its next frame) or is still in the list: never pulled away from
     * elsewhere.
     */
    const mayMove = () => {
      const active = document.activeElement;
      const list = heading.current?.closest('section');
      if (!active || active === document.body || !active.isConnected) return true;
      if (active.closest('dialog') && !active.closest('dialog[open]')) return true;
      return !!list?.contains(active);
    };

    const resolveRemoval = (p: Extract<Pending, { kind: 'removal' }>, force: boolean) => {
      const present = new Set(rows.current);
      const here = p.order.flatMap((email, i) => (p.removed.has(email) ? [i] : []));
      const gone = here.filter((i) => !present.has(p.order[i]!));
      // Not yet gone from the screen (the removal is on its way): wait. Forced (its dialog closed):
      // what went went; nothing gone means nothing was removed, and focus stays where it is.
      if (!force && gone.length < here.length) return false;
      if (force && here.length > 0 && gone.length === 0) return true;
      if (!mayMove()) return true;
      const from = gone[0];
      if (from === undefined) {
        focusHeading();
        return true;
      }
      const after = p.order.slice(from + 1).find((e) => present.has(e));
      const before = p.order.slice(0, from).findLast((e) => present.has(e));
      const target = after ?? before;
      if (!target || !focusRow(target)) focusHeading();
      return true;
    };

    const settle = (force = false) => {
      clearTimeout(timer.current);
      const p = pending.current;
      if (!p) return;
      if (Date.now() > p.until) {
        pending.current = null;
        return;
      }
      // A modal (the confirmation, the panel) still holds focus: try again once it has closed.
      let done = false;
      if (!modalOpen()) {
        if (p.kind === 'removal') done = resolveRemoval(p, force);
        // Listed is not yet drawn (an empty table draws its first rows a moment later): wait for it.
        else if (rows.current.includes(p.email)) done = mayMove() ? focusRow(p.email) : true;
      }
      if (done) pending.current = null;
      else timer.current = setTimeout(() => settle(), pollMs);
    };

    return {
      /** The list's heading: where focus goes when no row is left. */
      registerHeading: (element: HTMLHeadingElement | null) => {
        heading.current = element;
      },
      /**
       * Each row's ref: its element by address. Let go on unmount (React calls it with null, before
       * attaching the next page's rows): a kept element would keep its whole detached row alive.
       */
      register: (email: string, element: HTMLTableRowElement | null) => {
        if (element) elements.current.set(email, element);
        else elements.current.delete(email);
      },
      /** The rows on screen, in order; called by the list whenever they change. */
      setRows: (emails: readonly string[]) => {
        rows.current = emails;
        settle();
      },
      focusRow,
      /** Call before removing: where focus goes is decided from the rows as they are now. */
      expectRemoval: (emails: Iterable<string>) => {
        pending.current = {
          kind: 'removal',
          removed: new Set(emails),
          order: rows.current,
          until: Date.now() + waitMs,
        };
        settle();
      },
      /** Focus this row once it is on screen (after Undo, or when the panel closes). */
      expectReturn: (email: string) => {
        pending.current = { kind: 'return', email, until: Date.now() + waitMs };
        settle();
      },
      /** A dialog closed: settle now with what happened (a cancelled or partial removal too). */
      settleAfterDialog: () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => settle(true), 0);
      },
      /** The list is gone: stop waiting. */
      stop: () => {
        clearTimeout(timer.current);
        pending.current = null;
      },
    };
  }
}
