import { useSyncExternalStore } from 'react';
import { session } from './current-session';

export function useApiKey(): string | null {
  return useSyncExternalStore(session.subscribe, session.getApiKey, () => null);
}

export function useOfferedKey(): string | null {
  return useSyncExternalStore(session.subscribe, session.getOfferedKey, () => null);
}

export function useWaitingForTabs(): boolean {
  return useSyncExternalStore(session.subscribe, session.isWaitingForTabs, () => false);
}
