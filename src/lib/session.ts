import { useSyncExternalStore } from 'react';

/**
 * The API key store. The key lives in sessionStorage (gone when the tab closes) unless the user
 * asked to be remembered on this device, then in localStorage. Never in a URL, never in a query key.
 */
export const keyStorageName = 'relaydesk.key';
export const returnToStorageName = 'relaydesk.returnTo';

export type SignOutReason = 'unauthorized';

type Listener = () => void;
const listeners = new Set<Listener>();
let signOutReason: SignOutReason | null = null;

/** Storage can throw (disabled cookies, private modes): the app then simply forgets sooner. */
function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}
const read = (kind: 'session' | 'local', name: string) => {
  try {
    return storage(kind)?.getItem(name) ?? null;
  } catch {
    return null;
  }
};
const write = (kind: 'session' | 'local', name: string, value: string | null) => {
  try {
    if (value === null) storage(kind)?.removeItem(name);
    else storage(kind)?.setItem(name, value);
  } catch {
    // Quota or access errors: the key just isn't kept across reloads.
  }
};

let memoryKey: string | null | undefined;
const notify = () => listeners.forEach((listener) => listener());

export function getApiKey(): string | null {
  memoryKey ??= read('session', keyStorageName) ?? read('local', keyStorageName);
  return memoryKey;
}

export function isRemembered(): boolean {
  return read('local', keyStorageName) !== null;
}

export function signIn(key: string, { remember = false }: { remember?: boolean } = {}): void {
  const trimmed = key.trim();
  if (!trimmed) return;
  keep(trimmed, remember);
  tabs?.postMessage({ type: 'key', key: trimmed } satisfies TabMessage);
}

function keep(key: string, remember: boolean) {
  // One key in one place: switching storage must not leave the old copy behind.
  write(remember ? 'local' : 'session', keyStorageName, key);
  write(remember ? 'session' : 'local', keyStorageName, null);
  memoryKey = key;
  signOutReason = null;
  linkKeyOnTrial = null;
  if (offeredKey === key) offeredKey = null;
  notify();
}

/** Forget the key everywhere. `returnTo` is the page to come back to after signing in again. */
export function signOut({ reason, returnTo }: { reason?: SignOutReason; returnTo?: string } = {}): void {
  forget({ reason, returnTo });
  tabs?.postMessage({ type: 'signed-out' } satisfies TabMessage);
}

function forget({ reason, returnTo }: { reason?: SignOutReason; returnTo?: string }) {
  waitingForTabs = false;
  offeredKey = null;
  linkKeyOnTrial = null;
  keyAfterAsking = null;
  write('session', keyStorageName, null);
  write('local', keyStorageName, null);
  write('session', returnToStorageName, returnTo ?? null);
  memoryKey = null;
  signOutReason = reason ?? null;
  clearFingerprints();
  notify();
}

/** Why the last sign-out happened, if the user did not ask for it. */
export const getSignOutReason = (): SignOutReason | null => signOutReason;

/** The remembered page, once; only same-origin paths, so it can't become an open redirect. */
export function takeReturnTo(): string | null {
  const value = read('session', returnToStorageName);
  write('session', returnToStorageName, null);
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * `…#key=<key>` signs in (the fragment never reaches a server). The fragment is stripped at once
 * so the key does not linger in the address bar, history entry or a copied link.
 *
 * A link can come from anyone (login CSRF): while a session exists, here or in another open tab,
 * the link's key is only offered (see getOfferedKey) and the session stays as it is until the
 * person answers. Returns whether the fragment held a key.
 */
export function readKeyFromFragment(): boolean {
  const hash = window.location.hash.replace(/^#/, '');
  if (!hash) return false;
  const key = new URLSearchParams(hash).get('key')?.trim();
  if (key === undefined) return false;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  if (!key) return false;
  const current = getApiKey();
  if (current) {
    if (key !== current) offer(key);
  } else if (tabs) {
    // Another tab may hold a session: ask first, decide on the answer (or on the silence).
    keyAfterAsking = key;
    askOtherTabs();
  } else {
    signInFromLink(key);
  }
  return true;
}

/** The key a link brought while another was in use, waiting for "switch" or "keep". */
let offeredKey: string | null = null;
/** A link's key, kept until the open tabs have answered whether a session exists. */
let keyAfterAsking: string | null = null;
/** The key this tab took from a link because no tab answered; a late answer turns it into an offer. */
let linkKeyOnTrial: string | null = null;

function offer(key: string) {
  offeredKey = key;
  notify();
}

/** No session anywhere: the link signs in, in this tab only (a link is not an opt-in to be remembered). */
function signInFromLink(key: string) {
  keep(key, false);
  linkKeyOnTrial = key;
  tabs?.postMessage({ type: 'key', key, fromLink: true } satisfies TabMessage);
}

export const getOfferedKey = (): string | null => offeredKey;

/** The explicit answer "switch": only now does the link's key replace the session, in every tab. */
export function acceptOfferedKey(): void {
  const key = offeredKey;
  offeredKey = null;
  if (key) signIn(key);
}

/** "Keep" (also Escape, or a key the service refused): the offer is forgotten, nothing else changes. */
export function declineOfferedKey(): void {
  offeredKey = null;
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Open tabs of this origin share the session in memory: a new tab asks the others for the key
 * (BroadcastChannel never leaves the browser, and nothing is written to localStorage unless
 * "Remember" is on), a sign-in or sign-out in one tab is followed by all.
 */
type TabMessage =
  | { type: 'ask' }
  // `fromLink`: a tab signed in from a link because no tab answered its question in time.
  | { type: 'key'; key: string; fromLink?: true }
  | { type: 'signed-out' };
const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('relaydesk.session');

/** How long a new tab waits for an open one to answer before it shows the connect screen. */
export const tabAnswerMs = 150;
let waitingForTabs = false;

/** True while a new tab waits for another tab's key: the app shows nothing rather than the connect screen. */
export const isWaitingForTabs = () => waitingForTabs;

if (tabs) {
  tabs.onmessage = ({ data }: MessageEvent<TabMessage>) => {
    if (data.type === 'ask') {
      const key = getApiKey();
      if (key) tabs.postMessage({ type: 'key', key } satisfies TabMessage);
    } else if (data.type === 'key') {
      const current = getApiKey();
      if (data.key === current) return;
      // A session answers a link's unasked sign-in with its own key: that tab then asks its person.
      if (data.fromLink && current) {
        tabs.postMessage({ type: 'key', key: current } satisfies TabMessage);
        return;
      }
      const fromLink = keyAfterAsking ?? linkKeyOnTrial;
      keyAfterAsking = null;
      waitingForTabs = false;
      follow(data.key);
      if (fromLink && fromLink !== data.key) offer(fromLink);
    } else if (data.type === 'signed-out' && getApiKey() !== null) {
      forget({});
    }
  };
}

/** Another tab's key, kept for this tab only (sessionStorage, so a reload keeps it); localStorage stays as it was. */
function follow(key: string) {
  if (!isRemembered()) write('session', keyStorageName, key);
  memoryKey = key;
  signOutReason = null;
  linkKeyOnTrial = null;
  if (offeredKey === key) offeredKey = null;
  notify();
}

/** A tab opened without a key asks the open ones once, at start-up. */
export function askOtherTabs(): void {
  if (!tabs || getApiKey() || waitingForTabs) return;
  waitingForTabs = true;
  tabs.postMessage({ type: 'ask' } satisfies TabMessage);
  setTimeout(() => {
    if (!waitingForTabs) return;
    waitingForTabs = false;
    const key = keyAfterAsking;
    keyAfterAsking = null;
    if (key) signInFromLink(key);
    else notify();
  }, tabAnswerMs);
}

/** Another tab signed out (or in) with a remembered key: follow it. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== keyStorageName && event.key !== null) return;
    memoryKey = undefined;
    notify();
  });
}

export function useApiKey(): string | null {
  return useSyncExternalStore(subscribeSession, getApiKey, () => null);
}

export function useOfferedKey(): string | null {
  return useSyncExternalStore(subscribeSession, getOfferedKey, () => null);
}

export function useWaitingForTabs(): boolean {
  return useSyncExternalStore(subscribeSession, isWaitingForTabs, () => false);
}

/**
 * A short stand-in for a key in query keys and React keys: a counter per distinct key, so the
 * key itself never lands in the query cache or devtools, and nothing about it can be derived.
 */
const fingerprints = new Map<string, string>();
let fingerprintCounter = 0;
export function keyFingerprint(key: string): string {
  if (!key) return 'none';
  let id = fingerprints.get(key);
  if (!id) {
    id = `k${++fingerprintCounter}`;
    fingerprints.set(key, id);
  }
  return id;
}
function clearFingerprints() {
  fingerprints.clear();
}
