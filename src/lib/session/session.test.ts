import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, keyStorageName, tabAnswerMs } from './index';

const openChannels: BroadcastChannel[] = [];

/** Another open tab of the app: records what it hears, and answers "ask" with `key` if it has one. */
function otherTab(key?: string) {
  const channel = new BroadcastChannel('relaydesk.session');
  openChannels.push(channel);
  const heard: unknown[] = [];
  channel.onmessage = ({ data }: MessageEvent<{ type: string }>) => {
    heard.push(data);
    if (key && data.type === 'ask') channel.postMessage({ type: 'key', key });
  };
  return { heard, post: (message: unknown) => channel.postMessage(message) };
}

/** What this tab tells the others, seen synchronously. */
const broadcasts = () => vi.spyOn(BroadcastChannel.prototype, 'postMessage');

const openLink = (key: string, path = '/stats') => {
  window.history.replaceState(null, '', `${path}#key=${key}`);
  return session.readKeyFromFragment();
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  openChannels.splice(0).forEach((channel) => channel.close());
  session.signOut();
  window.history.replaceState(null, '', '/');
});

describe('session', () => {
  it('keeps the key in sessionStorage unless remembered', () => {
    session.signIn('k-session');
    expect(sessionStorage.getItem(keyStorageName)).toBe('k-session');
    expect(localStorage.getItem(keyStorageName)).toBeNull();
    session.signIn('k-local', { remember: true });
    expect(localStorage.getItem(keyStorageName)).toBe('k-local');
    expect(sessionStorage.getItem(keyStorageName)).toBeNull();
    expect(session.getApiKey()).toBe('k-local');
  });

  it('signs out of both storages, notifies, and remembers where to return', () => {
    session.signIn('k', { remember: true });
    let calls = 0;
    const unsubscribe = session.subscribe(() => calls++);
    session.signOut({ reason: 'unauthorized', returnTo: '/webhooks?x=1' });
    unsubscribe();
    expect(calls).toBe(1);
    expect(session.getApiKey()).toBeNull();
    expect(localStorage.getItem(keyStorageName)).toBeNull();
    expect(session.getSignOutReason()).toBe('unauthorized');
    expect(session.takeReturnTo()).toBe('/webhooks?x=1');
    expect(session.takeReturnTo()).toBeNull();
  });

  it('refuses a returnTo that leaves the origin', () => {
    session.signOut({ returnTo: '//evil.example/' });
    expect(session.takeReturnTo()).toBeNull();
  });

  it('reads #key= and strips the fragment at once; with no session anywhere, signs in once no tab answers', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const told = broadcasts();
    expect(openLink('rk_from_link', '/messages?to=a%40b.c')).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/messages?to=a%40b.c',
    );
    // First the open tabs are asked whether a session exists.
    expect(session.getApiKey()).toBeNull();
    expect(session.isWaitingForTabs()).toBe(true);
    expect(told).toHaveBeenLastCalledWith({ type: 'ask' });
    vi.advanceTimersByTime(tabAnswerMs);
    expect(session.getApiKey()).toBe('rk_from_link');
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_from_link');
    expect(session.getOfferedKey()).toBeNull();
    // Marked as a link's: a tab that does hold a session will not follow it.
    expect(told).toHaveBeenLastCalledWith({ type: 'key', key: 'rk_from_link', fromLink: true });
  });

  it('a link for another key while signed in: offered, not used, and nobody else hears of it', () => {
    session.signIn('rk_current');
    const told = broadcasts();
    expect(openLink('rk_from_link')).toBe(true);
    expect(window.location.hash).toBe('');
    expect(session.getApiKey()).toBe('rk_current');
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_current');
    expect(session.getOfferedKey()).toBe('rk_from_link');
    session.declineOfferedKey();
    expect(session.getOfferedKey()).toBeNull();
    expect(session.getApiKey()).toBe('rk_current');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('rk_from_link');
    expect(told).not.toHaveBeenCalled();
  });

  it('switches, in every tab, only when the offer is accepted', () => {
    session.signIn('rk_current', { remember: true });
    openLink('rk_from_link');
    const told = broadcasts();
    session.acceptOfferedKey();
    expect(session.getApiKey()).toBe('rk_from_link');
    expect(session.getOfferedKey()).toBeNull();
    // A link is not an opt-in to be remembered.
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_from_link');
    expect(localStorage.getItem(keyStorageName)).toBeNull();
    expect(told).toHaveBeenCalledWith({ type: 'key', key: 'rk_from_link' });
  });

  it('a link for the key in use changes nothing and asks nothing', () => {
    session.signIn('rk_current');
    expect(openLink('rk_current')).toBe(true);
    expect(window.location.hash).toBe('');
    expect(session.getOfferedKey()).toBeNull();
    expect(session.getApiKey()).toBe('rk_current');
  });

  it("a new tab opened from a link takes the open tabs' key and offers the link's", async () => {
    otherTab('rk_current');
    openLink('rk_from_link');
    expect(window.location.hash).toBe('');
    await vi.waitFor(() => expect(session.getApiKey()).toBe('rk_current'));
    expect(session.getOfferedKey()).toBe('rk_from_link');
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_current');
  });

  it("a signed-in tab does not follow another tab's link sign-in, and answers with its own key", async () => {
    session.signIn('rk_current');
    const other = otherTab();
    other.post({ type: 'key', key: 'rk_from_link', fromLink: true });
    await vi.waitFor(() => expect(other.heard).toContainEqual({ type: 'key', key: 'rk_current' }));
    expect(session.getApiKey()).toBe('rk_current');
  });

  it("a late answer from an open tab turns the link's sign-in into an offer", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    openLink('rk_from_link');
    vi.advanceTimersByTime(tabAnswerMs);
    vi.useRealTimers();
    expect(session.getApiKey()).toBe('rk_from_link');
    otherTab().post({ type: 'key', key: 'rk_current' });
    await vi.waitFor(() => expect(session.getApiKey()).toBe('rk_current'));
    expect(session.getOfferedKey()).toBe('rk_from_link');
  });

  it('signing out drops the offer', () => {
    session.signIn('rk_current');
    openLink('rk_from_link');
    session.signOut();
    expect(session.getOfferedKey()).toBeNull();
  });

  it('leaves other fragments alone', () => {
    window.history.replaceState(null, '', '/stats#section');
    expect(session.readKeyFromFragment()).toBe(false);
    expect(window.location.hash).toBe('#section');
  });

  it('fingerprints keys without revealing them', () => {
    const a = session.keyFingerprint('rk_aaaaaaaa');
    expect(session.keyFingerprint('rk_aaaaaaaa')).toBe(a);
    expect(session.keyFingerprint('rk_bbbbbbbb')).not.toBe(a);
    expect(a).not.toContain('rk_');
  });
});
