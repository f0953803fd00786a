import { useEffect, useLayoutEffect, useRef } from 'react';
import { isTypingTarget } from '@/lib/typing-target';

interface ShortcutToast {
  id: number;
  action?: { shortcut?: string | undefined } | undefined;
}

/**
 * The newest toast whose action has a shortcut (Undo: `z`, or Ctrl/⌘+Z) runs it from anywhere on
 * the page, so Undo needs no trip to the corner of the screen. Not while typing (a text field's own
 * undo wins) and not while a modal dialog is open (its page is out of reach anyway).
 */
export function useToastShortcut<T extends ShortcutToast>(toasts: readonly T[], run: (toast: T) => void) {
  const latest = useRef({ toasts, run });
  useLayoutEffect(() => {
    latest.current = { toasts, run };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.shiftKey || event.defaultPrevented || event.repeat) return;
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
      const key = event.key.toLowerCase();
      const toast = latest.current.toasts.findLast((t) => t.action?.shortcut === key);
      if (!toast) return;
      event.preventDefault();
      latest.current.run(toast);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
