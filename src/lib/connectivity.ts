import { useSyncExternalStore } from 'react';

/**
 * Whether the service can be reached. `offline`: the browser says it has no network.
 * `unreachable`: a request got no HTTP answer at all (service down, DNS, proxy). While not `ok`, a
 * probe asks `/api/v1/health` every few seconds; any HTTP answer means the service is back, and
 * listeners (the query client) refetch what is on screen.
 */
export type Connectivity = 'ok' | 'offline' | 'unreachable';

let state: Connectivity = typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'ok';
const listeners = new Set<() => void>();
const recoveries = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | undefined;

function set(next: Connectivity) {
  if (next === state) return;
  const recovered = state !== 'ok' && next === 'ok';
  state = next;
  listeners.forEach((l) => l());
  if (recovered) recoveries.forEach((r) => r());
  if (next !== 'ok') scheduleProbe();
}

async function probe() {
  probeTimer = undefined;
  if (state === 'ok') return;
  try {
    await fetch('/api/v1/health', { cache: 'no-store' });
    set('ok');
  } catch {
    if (typeof navigator !== 'undefined' && !navigator.onLine) set('offline');
    scheduleProbe();
  }
}

function scheduleProbe(delayMs = 3000) {
  if (probeTimer === undefined) probeTimer = setTimeout(() => void probe(), delayMs);
}

export const getConnectivity = () => state;
export const reportUnreachable = () => set(navigator.onLine ? 'unreachable' : 'offline');
/**
 * A request got an HTTP answer: whatever the status, the service is there. While the browser says
 * it is offline, an answer that was already on its way changes nothing: "online" will tell.
 */
export const reportReachable = () => {
  if (state === 'offline' && !navigator.onLine) return;
  set('ok');
};
export const onRecovered = (fn: () => void) => {
  recoveries.add(fn);
  return () => recoveries.delete(fn);
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set('offline'));
  window.addEventListener('online', () => {
    if (state === 'offline') set('unreachable');
    void probe();
  });
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getConnectivity,
    getConnectivity,
  );
}
