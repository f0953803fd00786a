import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `delayMs`. The first value counts as settled at once,
 * unless `initial` is given: then that stands until the first value has held for `delayMs` too.
 */
export function useDebouncedValue<T>(value: T, delayMs = 250, options?: { initial: T }): T {
  const [settled, setSettled] = useState(options ? options.initial : value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
