import { useEffect, useState } from 'react';

/**
 * "Retrying in 7 s": counts down what the service's Retry-After asked for. The query client makes
 * the retry when it runs out (reads only; a write is never retried on its own).
 */
export function RetryCountdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(Math.max(1, Math.ceil(seconds)));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <p className="text-red-800 tabular-nums dark:text-red-300" aria-live="off">
      {left > 0 ? `Too many requests. Retrying in ${left} s…` : 'Retrying…'}
    </p>
  );
}
