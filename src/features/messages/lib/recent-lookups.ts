import { useSyncExternalStore } from 'react';
import { uuidSchema } from '@/contract';

/**
 * Message IDs looked up on this device, newest first. IDs only, never subjects or addresses: they
 * say nothing about anyone without a key that may read them.
 */
export const recentLookupsStorageName = 'relaydesk.messages.recent';
export const maxRecentLookups = 10;

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly string[] } | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(recentLookupsStorageName);
  } catch {
    return null;
  }
}

/** Whatever is stored, keep only well-formed ids: the storage is not ours alone to trust. */
function parse(raw: string | null): readonly string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is string => uuidSchema.safeParse(id).success).slice(0, maxRecentLookups);
  } catch {
    return [];
  }
}

export function getRecentLookups(): readonly string[] {
  const raw = readRaw();
  // Same snapshot for the same stored text, as useSyncExternalStore requires.
  if (!cached || cached.raw !== raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

function write(ids: readonly string[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(recentLookupsStorageName);
    else window.localStorage.setItem(recentLookupsStorageName, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the list just isn't kept.
  }
  listeners.forEach((listener) => listener());
}

export function rememberLookup(id: string): void {
  const current = getRecentLookups();
  if (current[0] === id) return;
  write([id, ...current.filter((other) => other !== id)].slice(0, maxRecentLookups));
}

export const clearRecentLookups = () => write([]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's lookups show up here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === recentLookupsStorageName || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentLookups(): readonly string[] {
  return useSyncExternalStore(subscribe, getRecentLookups, () => []);
}
