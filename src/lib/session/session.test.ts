import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptOfferedKey,
  declineOfferedKey,
  getApiKey,
  getOfferedKey,
  getSignOutReason,
  isWaitingForTabs,
  keyFingerprint,
  keyStorageName,
  readKeyFromFragment,
  signIn,
  signOut,
  subscribeSession,
  tabAnswerMs,
  takeReturnTo,
} from './index';

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
  return readKeyFromFragment();
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  openChannels.splice(0).forEach((channel) => channel.close());
  signOut();
  window.history.replaceState(null, '', '/');
});

describe('session', () => {
  it('keeps the key in sessionStorage unless remembered', () => {
    signIn('k-session');
    expect(sessionStorage.getItem(keyStorageName)).toBe('k-session');
    expect(localStorage.getItem(keyStorageName)).toBeNull();
    signIn('k-local', { remember: true });
    expect(localStorage.getItem(keyStorageName)).toBe('k-local');
    expect(sessionStorage.getItem(keyStorageName)).toBeNull();
    expect(getApiKey()).toBe('k-local');
  });

  it('signs out of both storages, notifies, and remembers where to return', () => {
    signIn('k', { remember: true });
    let calls = 0;
    const unsubscribe = subscribeSession(() => calls++);
    signOut({ reason: 'unauthorized', returnTo: '/webhooks?x=1' });
    unsubscribe();
    expect(calls).toBe(1);
    expect(getApiKey()).toBeNull();
    expect(localStorage.getItem(keyStorageName)).toBeNull();
    expect(getSignOutReason()).toBe('unauthorized');
    expect(takeReturnTo()).toBe('/webhooks?x=1');
    expect(takeReturnTo()).toBeNull();
  });

  it('refuses a returnTo that leaves the origin', () => {
    signOut({ returnTo: '//evil.example/' });
    expect(takeReturnTo()).toBeNull();
  });

  it('reads #key= and strips the fragment at once; with no session anywhere, signs in once no tab answers', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const told = broadcasts();
    expect(openLink('rk_from_link', '/messages?to=a%40b.c')).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/messages?to=a%40b.c',
    );
    // First the open tabs are asked whether a session exists.
    expect(getApiKey()).toBeNull();
    expect(isWaitingForTabs()).toBe(true);
    expect(told).toHaveBeenLastCalledWith({ type: 'ask' });
    vi.advanceTimersByTime(tabAnswerMs);
    expect(getApiKey()).toBe('rk_from_link');
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_from_link');
    expect(getOfferedKey()).toBeNull();
    // Marked as a link's: a tab that does hold a session will not follow it.
    expect(told).toHaveBeenLastCalledWith({ type: 'key', key: 'rk_from_link', fromLink: true });
  });

  it('a link for another key while signed in: offered, not used, and nobody else hears of it', () => {
    signIn('rk_current');
    const told = broadcasts();
    expect(openLink('rk_from_link')).toBe(true);
    expect(window.location.hash).toBe('');
    expect(getApiKey()).toBe('rk_current');
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_current');
    expect(getOfferedKey()).toBe('rk_from_link');
    declineOfferedKey();
    expect(getOfferedKey()).toBeNull();
    expect(getApiKey()).toBe('rk_current');
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('rk_from_link');
    expect(told).not.toHaveBeenCalled();
  });

  it('switches, in every tab, only when the offer is accepted', () => {
    signIn('rk_current', { remember: true });
    openLink('rk_from_link');
    const told = broadcasts();
    acceptOfferedKey();
    expect(getApiKey()).toBe('rk_from_link');
    expect(getOfferedKey()).toBeNull();
    // A link is not an opt-in to be remembered.
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_from_link');
    expect(localStorage.getItem(keyStorageName)).toBeNull();
    expect(told).toHaveBeenCalledWith({ type: 'key', key: 'rk_from_link' });
  });

  it('a link for the key in use changes nothing and asks nothing', () => {
    signIn('rk_current');
    expect(openLink('rk_current')).toBe(true);
    expect(window.location.hash).toBe('');
    expect(getOfferedKey()).toBeNull();
    expect(getApiKey()).toBe('rk_current');
  });

  it("a new tab opened from a link takes the open tabs' key and offers the link's", async () => {
    otherTab('rk_current');
    openLink('rk_from_link');
    expect(window.location.hash).toBe('');
    await vi.waitFor(() => expect(getApiKey()).toBe('rk_current'));
    expect(getOfferedKey()).toBe('rk_from_link');
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_current');
  });

  it("a signed-in tab does not follow another tab's link sign-in, and answers with its own key", async () => {
    signIn('rk_current');
    const other = otherTab();
    other.post({ type: 'key', key: 'rk_from_link', fromLink: true });
    await vi.waitFor(() => expect(other.heard).toContainEqual({ type: 'key', key: 'rk_current' }));
    expect(getApiKey()).toBe('rk_current');
  });

  it("a late answer from an open tab turns the link's sign-in into an offer", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    openLink('rk_from_link');
    vi.advanceTimersByTime(tabAnswerMs);
    vi.useRealTimers();
    expect(getApiKey()).toBe('rk_from_link');
    otherTab().post({ type: 'key', key: 'rk_current' });
    await vi.waitFor(() => expect(getApiKey()).toBe('rk_current'));
    expect(getOfferedKey()).toBe('rk_from_link');
  });

  it('signing out drops the offer', () => {
    signIn('rk_current');
    openLink('rk_from_link');
    signOut();
    expect(getOfferedKey()).toBeNull();
  });

  it('leaves other fragments alone', () => {
    window.history.replaceState(null, '', '/stats#section');
    expect(readKeyFromFragment()).toBe(false);
    expect(window.location.hash).toBe('#section');
  });

  it('fingerprints keys without revealing them', () => {
    const a = keyFingerprint('rk_aaaaaaaa');
    expect(keyFingerprint('rk_aaaaaaaa')).toBe(a);
    expect(keyFingerprint('rk_bbbbbbbb')).not.toBe(a);
    expect(a).not.toContain('rk_');
  });
});
