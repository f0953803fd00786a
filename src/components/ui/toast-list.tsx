import { cn } from '@/lib/cn';
import type { Toast } from './toast-types';
import { useToastShortcut } from './use-toast-shortcut';

const tones = {
  neutral: 'border-zinc-200 bg-white dark:border-zinc-700 dark:bg-zinc-900',
  success: 'border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950',
  danger: 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950',
};

interface ToastListProps {
  toasts: readonly Toast[];
  /** Hover and focus stop a toast's dismiss timer; leaving starts it again. */
  pause: (id: number) => void;
  arm: (toast: Toast) => void;
  dismiss: (id: number) => void;
  runAction: (toast: Toast) => void;
}

/** The toasts on screen, inside the provider's live region; their action's shortcut works while shown. */
export function ToastList({ toasts, pause, arm, dismiss, runAction }: ToastListProps) {
  useToastShortcut(toasts, runAction);
  return (
    <>
      {toasts.map((t) => (
        // Hover and focus only pause the dismiss timer; the toast's controls are real buttons.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          key={t.id}
          className={cn(
            'pointer-events-auto flex items-center gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
            tones[t.tone ?? 'neutral'],
          )}
          onMouseEnter={() => pause(t.id)}
          onMouseLeave={() => arm(t)}
          onFocus={() => pause(t.id)}
          onBlur={() => arm(t)}
        >
          <div className="min-w-0 flex-1 break-words">
            {t.message}
            {/* A space, so the announcement reads as two sentences. */}
            {t.action?.shortcut && ' '}
            {t.action?.shortcut && (
              // Not on a touch screen, where there is no key to press.
              <span className="mt-0.5 block text-xs text-zinc-500 pointer-coarse:hidden dark:text-zinc-400">
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
    </>
  );
}
