import { afterEach, describe, expect, it } from 'vitest';
import {
  getApiKey,
  getSignOutReason,
  keyFingerprint,
  keyStorageName,
  readKeyFromFragment,
  signIn,
  signOut,
  subscribeSession,
  takeReturnTo,
} from './session';

afterEach(() => {
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

  it('reads #key= and strips the fragment, keeping path and query', () => {
    window.history.replaceState(null, '', '/messages?to=a%40b.c#key=rk_from_link');
    expect(readKeyFromFragment()).toBe(true);
    expect(getApiKey()).toBe('rk_from_link');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/messages?to=a%40b.c',
    );
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
