import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyStorage, StorageKind } from './key-storage';
import { keyStorageName } from './key-storage';
import { createSession, type Session } from './session-store';
import { openTabChannel, type TabChannel, type TabMessage } from './tab-channel';

/** One storage pair per tab; `local` may be shared, as a browser shares it between tabs. */
function memoryStorage(local = new Map<string, string>(), session = new Map<string, string>()) {
  const stores: Record<StorageKind, Map<string, string>> = { session, local };
  const storage: KeyStorage = {
    read: (kind, name) => stores[kind].get(name) ?? null,
    write: (kind, name, value) =>
      void (value === null ? stores[kind].delete(name) : stores[kind].set(name, value)),
  };
  return { storage, stores };
}

const opened: TabChannel[] = [];
let channelName = '';
const answerMs = 40;

/**
 * What the test's tabs said and heard: each message a tab posts gets a number, so the test can
 * wait until every tab open at the time has heard it (BroadcastChannel delivers in a later task).
 */
interface TabRecord {
  session: Session;
  /** The number of the last message posted before this tab opened: it hears only later ones. */
  since: number;
  said: Set<number>;
  heard: Set<number>;
}
let tabs: TabRecord[] = [];
let posts = 0;
type Numbered = TabMessage & { n?: number };

/**
 * A tab of the app at `href`, on its own storage (its sessionStorage may carry over a reload) and a
 * channel shared with the test's other tabs. `unload()` is the page going away: its timers may still
 * run here, but nothing it says reaches the other tabs any more, as in a browser.
 */
function openTab(
  href = 'http://relaydesk.test/stats',
  local?: Map<string, string>,
  sessionStore?: Map<string, string>,
) {
  let url = new URL(href);
  let gone = false;
  const channel = openTabChannel(channelName)!;
  opened.push(channel);
  const record = { since: posts, said: new Set<number>(), heard: new Set<number>() } as TabRecord;
  const tabChannel: TabChannel = {
    post: (message) => {
      if (gone) return;
      record.said.add(++posts);
      channel.post({ ...message, n: posts } as Numbered);
    },
    listen: (listener) =>
      channel.listen((message) => {
        const { n, ...rest } = message as Numbered;
        // Heard, even by a page that has gone (its listener no longer runs): the message arrived.
        if (n !== undefined) record.heard.add(n);
        if (!gone) listener(rest as TabMessage);
      }),
    close: () => channel.close(),
  };
  const { storage, stores } = memoryStorage(local, sessionStore);
  const session = createSession({
    storage,
    tabs: tabChannel,
    answerMs,
    location: { get: () => url, replace: (path) => void (url = new URL(path, url)) },
  });
  record.session = session;
  tabs.push(record);
  return {
    session,
    stores,
    address: () => url.href,
    unload: () => void (gone = true),
    /** Says something on this tab's channel, as the tab itself would. */
    post: tabChannel.post,
  };
}

/**
 * The handshake is over: no tab still waits for an answer (its timer has run, or an answer came),
 * and every message said has been heard by every other tab open when it was said. Each step is a
 * signal the tabs give, not a guess at how long they take.
 */
const settled = () =>
  vi.waitFor(() => {
    expect(tabs.filter((t) => t.session.isWaitingForTabs())).toHaveLength(0);
    for (const listener of tabs)
      for (const speaker of tabs)
        if (speaker !== listener)
          for (const n of speaker.said) if (n > listener.since) expect(listener.heard).toContain(n);
  });

afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

describe('the tab handshake, between two real sessions', () => {
  let n = 0;
  const fresh = () => {
    tabs = [];
    posts = 0;
    channelName = `relaydesk.session.test-${++n}`;
  };

  it('a new tab asks, and takes the open tab’s key for itself only', async () => {
    fresh();
    const first = openTab();
    first.session.signIn('rk_open');
    const second = openTab();
    second.session.askOtherTabs();
    expect(second.session.isWaitingForTabs()).toBe(true);
    await settled();
    expect(second.session.getApiKey()).toBe('rk_open');
    expect(second.session.isWaitingForTabs()).toBe(false);
    expect(second.stores.session.get(keyStorageName)).toBe('rk_open');
    expect(second.stores.local.size).toBe(0);
  });

  it('a new tab with nobody to answer stops waiting and shows the connect screen', async () => {
    fresh();
    const alone = openTab();
    let heard = 0;
    alone.session.subscribe(() => heard++);
    alone.session.askOtherTabs();
    await settled();
    expect(alone.session.isWaitingForTabs()).toBe(false);
    expect(alone.session.getApiKey()).toBeNull();
    expect(heard).toBe(1);
  });

  it('a sign-out in one tab signs every tab out; a sign-in is followed by all', async () => {
    fresh();
    const a = openTab();
    const b = openTab();
    a.session.signIn('rk_one');
    await settled();
    expect(b.session.getApiKey()).toBe('rk_one');
    b.session.signOut();
    await settled();
    expect(a.session.getApiKey()).toBeNull();
    expect(a.stores.session.size).toBe(0);
  });

  it('a link opened beside a signed-in tab is offered, not used, and the open tab keeps its key', async () => {
    fresh();
    const open = openTab();
    open.session.signIn('rk_open');
    const linked = openTab('http://relaydesk.test/messages?to=a%40b.c#key=rk_link');
    expect(linked.session.readKeyFromFragment()).toBe(true);
    expect(linked.address()).toBe('http://relaydesk.test/messages?to=a%40b.c');
    expect(linked.session.getApiKey()).toBeNull();
    await settled();
    expect(linked.session.getApiKey()).toBe('rk_open');
    expect(linked.session.getOfferedKey()).toBe('rk_link');
    expect(open.session.getApiKey()).toBe('rk_open');
    expect(open.session.getOfferedKey()).toBeNull();
    // "Switch" is the only way the link's key replaces the session, and then in every tab.
    linked.session.acceptOfferedKey();
    await settled();
    expect(open.session.getApiKey()).toBe('rk_link');
  });

  it('a reload while the tabs are asked keeps the link’s key, and signs in with it once', async () => {
    fresh();
    const linked = openTab('http://relaydesk.test/stats#key=rk_link');
    expect(linked.session.readKeyFromFragment()).toBe(true);
    expect(linked.address()).toBe('http://relaydesk.test/stats');
    // The reload: sessionStorage as it was then, the address bar without the key, a new page.
    linked.unload();
    const reloaded = openTab(linked.address(), undefined, new Map(linked.stores.session));
    expect(reloaded.session.readKeyFromFragment()).toBe(true);
    reloaded.session.askOtherTabs();
    await settled();
    expect(reloaded.session.getApiKey()).toBe('rk_link');
    expect([...reloaded.stores.session.keys()]).toEqual([keyStorageName]);
    // Settled: a later change of the fragment does not sign in again.
    reloaded.session.signOut();
    expect(reloaded.session.readKeyFromFragment()).toBe(false);
  });

  it('a link with no session anywhere signs in; a tab that answers late turns it into an offer', async () => {
    fresh();
    const linked = openTab('http://relaydesk.test/#key=rk_link');
    linked.session.readKeyFromFragment();
    await settled();
    expect(linked.session.getApiKey()).toBe('rk_link');
    const late = openTab();
    late.session.signIn('rk_late');
    await settled();
    expect(linked.session.getApiKey()).toBe('rk_late');
    expect(linked.session.getOfferedKey()).toBe('rk_link');
  });

  it('a signed-in tab answers another tab’s link sign-in with its own key and keeps it', async () => {
    fresh();
    const signedIn = openTab();
    signedIn.session.signIn('rk_open');
    const other = openTab();
    // As a tab whose question went unanswered in time would announce it.
    other.post({ type: 'key', key: 'rk_link', fromLink: true });
    await settled();
    expect(signedIn.session.getApiKey()).toBe('rk_open');
    expect(other.session.getApiKey()).toBe('rk_open');
  });

  it('a remembered key stays in localStorage only, and a following tab leaves it there', async () => {
    fresh();
    const local = new Map<string, string>();
    const a = openTab(undefined, local);
    a.session.signIn('rk_kept', { remember: true });
    const b = openTab(undefined, local);
    expect(b.session.getApiKey()).toBe('rk_kept');
    expect(b.session.isRemembered()).toBe(true);
    a.session.signIn('rk_next', { remember: true });
    await settled();
    expect(b.session.getApiKey()).toBe('rk_next');
    expect(b.stores.session.size).toBe(0);
  });
});
