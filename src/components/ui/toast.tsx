import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useToastShortcut } from './use-toast-shortcut';

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
interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** `const toast = useToast(); toast({ message: 'Removed', action: { label: 'Undo', onAction } })` */
export function useToast() {
  const push = useContext(ToastContext);
  if (!push) throw new Error('useToast needs a <ToastProvider> above it');
  return push;
}

const tones = {
  neutral: 'border-zinc-200 bg-white dark:border-zinc-700 dark:bg-zinc-900',
  success: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950',
  danger: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
};

/** Toasts in a polite live region, so screen readers hear them without losing their place. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((all) => all.filter((t) => t.id !== id));
  }, []);
  const arm = useCallback(
    (toast: Toast) =>
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.durationMs ?? 6000),
      ),
    [dismiss],
  );
  const push = useCallback(
    (input: ToastInput) => {
      const toast = { ...input, id: nextId.current++ };
      setToasts((all) => [...all.slice(-3), toast]);
      arm(toast);
    },
    [arm],
  );

  const runAction = useCallback(
    (toast: Toast) => {
      toast.action?.onAction();
      dismiss(toast.id);
    },
    [dismiss],
  );
  useToastShortcut(toasts, runAction);

  const value = useMemo(() => push, [push]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2"
      >
        {toasts.map((t) => (
          // Hover and focus only pause the dismiss timer; the toast's controls are real buttons.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div
            key={t.id}
            className={cn(
              'pointer-events-auto flex items-center gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
              tones[t.tone ?? 'neutral'],
            )}
            onMouseEnter={() => clearTimeout(timers.current.get(t.id))}
            onMouseLeave={() => arm(t)}
            onFocus={() => clearTimeout(timers.current.get(t.id))}
            onBlur={() => arm(t)}
          >
            <div className="min-w-0 flex-1 break-words">
              {t.message}
              {t.action?.shortcut && (
                <span className="mt-0.5 block text-xs text-zinc-500 dark:text-zinc-400">
                  Press <kbd className="font-sans font-semibold">{t.action.shortcut.toUpperCase()}</kbd> to{' '}
                  {t.action.label.toLowerCase()}.
                </span>
              )}
            </div>
            {t.action && (
              <button
                type="button"
                aria-keyshortcuts={t.action.shortcut?.toUpperCase()}
                className="rounded px-2 py-1 font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300 dark:hover:bg-indigo-500/10"
                onClick={() => runAction(t)}
              >
                {t.action.label}
              </button>
            )}
            <button
              type="button"
              aria-label="Dismiss"
              className="rounded p-1 text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-zinc-800"
              onClick={() => dismiss(t.id)}
            >
              ✕
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
