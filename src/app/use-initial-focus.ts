import { useEffect, useRef } from 'react';

/** A sign-in screen's one thing to do has the focus from the start: its first field. */
export function useInitialFocus<T extends HTMLElement = HTMLInputElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
