import { useEffect, useRef, useState } from 'react';

/**
 * "Retrying in 7 s": counts down what the service's Retry-After asked for, then retries once.
 * Reads only; a write is never retried on its own.
 */
export function RetryCountdown({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [left, setLeft] = useState(Math.max(1, Math.ceil(seconds)));
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (left <= 0) {
      done.current();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <p className="text-red-800 tabular-nums dark:text-red-300" aria-live="off">
      {left > 0 ? `Too many requests. Retrying in ${left} s…` : 'Retrying…'}
    </p>
  );
}
