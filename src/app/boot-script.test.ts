import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStorageName, linkKeyStorageName } from '@/lib/session/key-storage';
import { applyTheme, themeStorageName } from '@/lib/theme';
import boot from '../../public/boot.js?raw';

// public/boot.js runs before the bundle, so it cannot import the names it reads: run it here
// against the bundle's own names and theme rule.
const runBoot = () => new Function(boot)() as void;

const root = document.documentElement;
const systemPrefers = (dark: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList,
    );

beforeEach(() => {
  root.className = '';
  root.removeAttribute('data-has-key');
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/suppressions');
  // jsdom has no matchMedia at all; each test says what the system prefers.
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.restoreAllMocks());

describe('the theme before the first paint', () => {
  for (const stored of ['light', 'dark', null]) {
    for (const systemDark of [false, true]) {
      it(`stored ${stored ?? 'nothing (system)'}, system ${systemDark ? 'dark' : 'light'}: as the app applies it`, () => {
        systemPrefers(systemDark);
        if (stored) localStorage.setItem(themeStorageName, stored);
        runBoot();
        const booted = root.classList.contains('dark');
        root.className = '';
        applyTheme();
        expect(booted).toBe(root.classList.contains('dark'));
        expect(booted).toBe(stored === 'dark' || (stored === null && systemDark));
      });
    }
  }
});

describe("whether the page's prerendered frame shows (a key in this tab)", () => {
  const hasKey = () => {
    runBoot();
    return root.hasAttribute('data-has-key');
  };

  it('no key anywhere: no frame (the connect screen comes)', () => {
    expect(hasKey()).toBe(false);
  });

  it("the tab's key, a remembered key, a link's pending key", () => {
    sessionStorage.setItem(keyStorageName, 'rd_key');
    expect(hasKey()).toBe(true);
    sessionStorage.clear();
    root.removeAttribute('data-has-key');
    localStorage.setItem(keyStorageName, 'rd_key');
    expect(hasKey()).toBe(true);
    localStorage.clear();
    root.removeAttribute('data-has-key');
    sessionStorage.setItem(linkKeyStorageName, 'rd_key');
    expect(hasKey()).toBe(true);
  });

  it('a sign-in link (#key=…), and not a fragment that only looks like one', () => {
    window.history.replaceState(null, '', '/stats#key=rd_key');
    expect(hasKey()).toBe(true);
    root.removeAttribute('data-has-key');
    window.history.replaceState(null, '', '/stats#monkey=1');
    expect(hasKey()).toBe(false);
    window.history.replaceState(null, '', '/stats#key=');
    expect(hasKey()).toBe(false);
  });

  it('storage that throws (a locked-down browser) is no key and no crash', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(hasKey()).toBe(false);
  });
});
