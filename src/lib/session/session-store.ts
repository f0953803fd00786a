import type { SessionData } from '@/contract/people';
import { createFingerprints } from './fingerprint';
import {
  keyStorageName,
  linkKeyStorageName,
  personMarkStorageName,
  returnToStorageName,
  type KeyStorage,
} from './key-storage';
import type { TabChannel, TabMessage } from './tab-channel';

/**
 * Why a session ended without the person asking: the service stopped accepting the key, or the key
 * (from a link) may read nothing here: it holds only `send` (`send-only`), or no known permission.
 */
export type SignOutReason = 'unauthorized' | 'send-only' | 'no-permission';

/** How long a new tab waits for an open one to answer before it shows the connect screen. */
export const tabAnswerMs = 150;

export interface SessionDeps {
  storage: KeyStorage;
  /** null where the browser has no channel between tabs: each tab is then on its own. */
  tabs: TabChannel | null;
  /** The address bar: read for `#key=`, rewritten without it. */
  location: { get(): URL; replace(pathAndSearch: string): void };
  answerMs?: number;
}

/**
 * One tab's session: the API key (never in a URL, never in a query key), where it is kept, and the
 * handshake with the other open tabs. A new tab asks the others for the key; a sign-in or sign-out
 * in one tab is followed by all; a key from a link is only offered while a session exists anywhere
 * (a link can come from anyone: login CSRF).
 */
export function createSession({ storage, tabs, location, answerMs = tabAnswerMs }: SessionDeps) {
  const listeners = new Set<() => void>();
  const fingerprints = createFingerprints();
  let memoryKey: string | null | undefined;
  let signOutReason: SignOutReason | null = null;
  /** The key a link brought while another was in use, waiting for "switch" or "keep". */
  let offeredKey: string | null = null;
  /** A link's key, kept until the open tabs have answered whether a session exists. */
  let keyAfterAsking: string | null = null;
  /** The key this tab took from a link because no tab answered; a late answer turns it into an offer. */
  let linkKeyOnTrial: string | null = null;
  let waitingForTabs = false;
  /**
   * A person's session (people sign in with the httpOnly cookie): the service's answer, its CSRF
   * token included, kept in memory only, never in storage. A reload asks the service again.
   */
  let person: SessionData | null = null;

  const notify = () => listeners.forEach((listener) => listener());
  const post = (message: TabMessage) => tabs?.post(message);

  function awaitTabsWith(key: string) {
    keyAfterAsking = key;
    storage.write('session', linkKeyStorageName, key);
  }

  /** The link's key the tabs were asked about, now settled: gone from memory and from storage. */
  function takeKeyAfterAsking() {
    const key = keyAfterAsking;
    keyAfterAsking = null;
    storage.write('session', linkKeyStorageName, null);
    return key;
  }

  function getApiKey(): string | null {
    memoryKey ??= storage.read('session', keyStorageName) ?? storage.read('local', keyStorageName);
    return memoryKey;
  }

  const isRemembered = () => storage.read('local', keyStorageName) !== null;

  function keep(key: string, remember: boolean) {
    // One key in one place: switching storage must not leave the old copy behind.
    storage.write(remember ? 'local' : 'session', keyStorageName, key);
    storage.write(remember ? 'session' : 'local', keyStorageName, null);
    memoryKey = key;
    person = null;
    signOutReason = null;
    linkKeyOnTrial = null;
    if (offeredKey === key) offeredKey = null;
    notify();
  }

  function signIn(key: string, { remember = false }: { remember?: boolean } = {}): void {
    const trimmed = key.trim();
    if (!trimmed) return;
    keep(trimmed, remember);
    post({ type: 'key', key: trimmed });
  }

  function forget({ reason, returnTo }: { reason?: SignOutReason; returnTo?: string }) {
    waitingForTabs = false;
    offeredKey = null;
    linkKeyOnTrial = null;
    takeKeyAfterAsking();
    storage.write('session', keyStorageName, null);
    storage.write('local', keyStorageName, null);
    storage.write('session', returnToStorageName, returnTo ?? null);
    memoryKey = null;
    person = null;
    storage.write('local', personMarkStorageName, null);
    signOutReason = reason ?? null;
    fingerprints.clear();
    notify();
  }

  /** Forget the key everywhere. `returnTo` is the page to come back to after signing in again. */
  function signOut(options: { reason?: SignOutReason; returnTo?: string } = {}): void {
    forget(options);
    post({ type: 'signed-out' });
  }

  /** A person signed in (or the service answered their session anew): signed in as them, in memory. */
  function signInAsPerson(data: SessionData): void {
    if (memoryKey) {
      if (memoryKey !== linkKeyOnTrial) return;
      // A link's key no open tab vouched for yields to the person's session this browser holds: a
      // link can come from anyone (login CSRF), so it is not acted on.
      storage.write('session', keyStorageName, null);
      memoryKey = null;
      linkKeyOnTrial = null;
    }
    person = data;
    storage.write('local', personMarkStorageName, '1');
    signOutReason = null;
    notify();
  }

  /** The service answered that this browser has no person's session (any more). */
  function noPersonSession(): void {
    storage.write('local', personMarkStorageName, null);
  }

  /** The remembered page, left in place; only same-origin paths, so it can't become an open redirect. */
  function peekReturnTo(): string | null {
    const value = storage.read('session', returnToStorageName);
    return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
  }

  /** The remembered page, once. */
  function takeReturnTo(): string | null {
    const value = peekReturnTo();
    storage.write('session', returnToStorageName, null);
    return value;
  }

  function offer(key: string) {
    offeredKey = key;
    notify();
  }

  /** No session anywhere: the link signs in, in this tab only (a link is not an opt-in to be remembered). */
  function signInFromLink(key: string) {
    keep(key, false);
    linkKeyOnTrial = key;
    post({ type: 'key', key, fromLink: true });
  }

  /** Another tab's key, kept for this tab only (sessionStorage, so a reload keeps it); localStorage stays as it was. */
  function follow(key: string) {
    if (!isRemembered()) storage.write('session', keyStorageName, key);
    memoryKey = key;
    person = null;
    signOutReason = null;
    linkKeyOnTrial = null;
    if (offeredKey === key) offeredKey = null;
    notify();
  }

  /** A tab opened without a key asks the open ones once, at start-up. */
  function askOtherTabs(): void {
    if (!tabs || getApiKey() || waitingForTabs) return;
    waitingForTabs = true;
    post({ type: 'ask' });
    setTimeout(() => {
      if (!waitingForTabs) return;
      waitingForTabs = false;
      const key = takeKeyAfterAsking();
      if (key) signInFromLink(key);
      else notify();
    }, answerMs);
  }

  /**
   * `…#key=<key>` signs in (the fragment never reaches a server). The fragment is stripped at once
   * so the key does not linger in the address bar, history entry or a copied link. While a session
   * exists, here or in another open tab, the link's key is only offered and the session stays as it
   * is until the person answers. A reload while the tabs are asked finds the key in this tab's
   * storage instead of the address bar. Returns whether there was a key to read.
   */
  function readKeyFromFragment(): boolean {
    const url = location.get();
    const hash = url.hash.replace(/^#/, '');
    const linked = hash ? new URLSearchParams(hash).get('key') : null;
    if (linked !== null) location.replace(`${url.pathname}${url.search}`);
    const pending = waitingForTabs ? null : storage.read('session', linkKeyStorageName);
    const key = (linked ?? pending)?.trim();
    if (!key) return false;
    const current = getApiKey();
    if (current) {
      takeKeyAfterAsking();
      if (key !== current) offer(key);
    } else if (tabs) {
      // Another tab may hold a session: ask first, decide on the answer (or on the silence).
      awaitTabsWith(key);
      askOtherTabs();
    } else {
      signInFromLink(key);
    }
    return true;
  }

  function hear(message: TabMessage) {
    if (message.type === 'ask') {
      const key = getApiKey();
      if (key) post({ type: 'key', key });
    } else if (message.type === 'key') {
      const current = getApiKey();
      if (message.key === current) return;
      // A session answers a link's unasked sign-in with its own key: that tab then asks its person.
      if (message.fromLink && current) {
        post({ type: 'key', key: current });
        return;
      }
      const fromLink = takeKeyAfterAsking() ?? linkKeyOnTrial;
      waitingForTabs = false;
      follow(message.key);
      if (fromLink && fromLink !== message.key) offer(fromLink);
    } else if (getApiKey() !== null || person) {
      forget({});
    }
  }
  tabs?.listen(hear);

  return {
    getApiKey,
    isRemembered,
    signIn,
    signOut,
    signInAsPerson,
    noPersonSession,
    getPerson: (): SessionData | null => person,
    /** The key in use came from a link no open tab answered: a person's session may still exist. */
    isLinkKeyOnTrial: (): boolean => memoryKey != null && memoryKey === linkKeyOnTrial,
    /** Sent in `X-CSRF-Token` with a person's writes; null for keys and while signed out. */
    getCsrfToken: (): string | null => person?.csrf_token ?? null,
    /** A request answered 403 `second_factor_required`: the person must set one up before anything else. */
    requireSecondFactor(): void {
      if (!person || person.must_set_up_totp) return;
      person = { ...person, must_set_up_totp: true };
      notify();
    },
    /** Who is signed in, as a stand-in safe for cache keys: a key's fingerprint, or the person's session. */
    getIdentity(): string | null {
      if (person) return `person:${person.session.id}`;
      const key = getApiKey();
      return key ? fingerprints.of(key) : null;
    },
    /** The page to come back to after signing in (a sign-in page opened at a deep link). */
    rememberReturnTo(path: string): void {
      storage.write('session', returnToStorageName, path);
    },
    /** Single sign-on passes it to the provider and back, so it stays for the page's own sign-in. */
    peekReturnTo,
    takeReturnTo,
    readKeyFromFragment,
    askOtherTabs,
    /** Why the last sign-out happened, if the user did not ask for it. */
    getSignOutReason: (): SignOutReason | null => signOutReason,
    getOfferedKey: (): string | null => offeredKey,
    /** True while a new tab waits for another tab's key: the app shows nothing rather than the connect screen. */
    isWaitingForTabs: () => waitingForTabs,
    /** The explicit answer "switch": only now does the link's key replace the session, in every tab. */
    acceptOfferedKey(): void {
      const key = offeredKey;
      offeredKey = null;
      if (key) signIn(key);
    },
    /** "Keep" (also Escape, or a key the service refused): the offer is forgotten, nothing else changes. */
    declineOfferedKey(): void {
      offeredKey = null;
      notify();
    },
    /** Another tab changed the remembered key in localStorage: read it again. */
    storageChanged(): void {
      memoryKey = undefined;
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    keyFingerprint: fingerprints.of,
  };
}

export type Session = ReturnType<typeof createSession>;
