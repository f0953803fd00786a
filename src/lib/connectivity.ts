import { useSyncExternalStore } from 'react';

/**
 * Whether the service can be reached. `offline`: the browser says it has no network.
 * `unreachable`: a request got no HTTP answer at all (service down, DNS, proxy). `degraded`: the
 * service answers 503 (its database is away, e.g. restarting). While not `ok`, a probe asks
 * `/api/v1/health` every few seconds; any answer but a 503 means the service is back, and
 * listeners (the query client) refetch what is on screen.
 */
export type Connectivity = 'ok' | 'offline' | 'unreachable' | 'degraded';

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
    const response = await fetch('/api/v1/health', { cache: 'no-store' });
    if (response.status === 503) {
      set('degraded');
      scheduleProbe();
    } else set('ok');
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
export const reportReachable = (status?: number) => {
  if (state === 'offline' && !navigator.onLine) return;
  set(status === 503 ? 'degraded' : 'ok');
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
