import { useSyncExternalStore } from 'react';
import type { SessionData } from '@/contract/people';
import { session } from './current-session';

export function useApiKey(): string | null {
  return useSyncExternalStore(session.subscribe, session.getApiKey, () => null);
}

/** The signed-in person's session (null for keys and while signed out). */
export function usePerson(): SessionData | null {
  return useSyncExternalStore(session.subscribe, session.getPerson, () => null);
}

/** Who is signed in (a key's fingerprint or a person's session), null while signed out. */
export function useIdentity(): string | null {
  return useSyncExternalStore(session.subscribe, session.getIdentity, () => null);
}

export function useOfferedKey(): string | null {
  return useSyncExternalStore(session.subscribe, session.getOfferedKey, () => null);
}

export function useWaitingForTabs(): boolean {
  return useSyncExternalStore(session.subscribe, session.isWaitingForTabs, () => false);
}
