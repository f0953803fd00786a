import type { ReactNode } from 'react';

export interface ToastInput {
  message: ReactNode;
  tone?: 'neutral' | 'success' | 'danger';
  /**
   * One action button, e.g. Undo. The toast closes when it is used. `shortcut` (one lower-case
   * key, e.g. `z`) runs it from anywhere on the page, alone or with Ctrl/⌘; the toast says so.
   */
  action?: { label: string; onAction: () => void; shortcut?: string };
  /** Milliseconds before it goes away; hovering or focusing it pauses the clock. Default 6 s. */
  durationMs?: number;
}

export interface Toast extends ToastInput {
  id: number;
}
