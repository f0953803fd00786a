import {
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { OptionalBoundary } from './optional-boundary';
import type { Toast, ToastInput } from './toast-types';

export type { ToastInput } from './toast-types';

// The toasts' own look and shortcut load with the first toast: the first screen has none.
const ToastList = lazy(() => import('./toast-list').then((m) => ({ default: m.ToastList })));

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** `const toast = useToast(); toast({ message: 'Removed', action: { label: 'Undo', onAction } })` */
export function useToast() {
  const push = useContext(ToastContext);
  if (!push) throw new Error('useToast needs a <ToastProvider> above it');
  return push;
}

/** Toasts in a polite live region, so screen readers hear them without losing their place. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);
  // A toast's timer must not outlive the provider: it would set state on an unmounted tree.
  useEffect(() => {
    const armed = timers.current;
    return () => {
      armed.forEach(clearTimeout);
      armed.clear();
    };
  }, []);

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
  const pause = useCallback((id: number) => clearTimeout(timers.current.get(id)), []);

  const value = useMemo(() => push, [push]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-96 max-w-[calc(100vw-2rem)] flex-col gap-2"
      >
        {toasts.length > 0 && (
          // Its code comes on the first toast; if that fetch fails, the toasts go unseen, not the console.
          <OptionalBoundary>
            <ToastList toasts={toasts} pause={pause} arm={arm} dismiss={dismiss} runAction={runAction} />
          </OptionalBoundary>
        )}
      </div>
    </ToastContext.Provider>
  );
}
