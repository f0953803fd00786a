import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyStorageName, linkKeyStorageName, personMarkStorageName } from '@/lib/session/key-storage';
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

  it("a person's session this browser holds (its mark; the session is an httpOnly cookie)", () => {
    localStorage.setItem(personMarkStorageName, '1');
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

describe("the app's code loads after the frame's first paint, or at once without a frame", () => {
  const entry = '/assets/index-abc.js';
  let domReady: () => void;
  let frames: FrameRequestCallback[];
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));
  const loaded = () => document.head.querySelectorAll(`script[src="${entry}"]`).length;

  const page = ({ key, frame, visible = true }: { key: boolean; frame: boolean; visible?: boolean }) => {
    document.head.querySelectorAll('script, link').forEach((element) => element.remove());
    document.body.innerHTML =
      `<div id="root">${frame ? '<div data-page-shell inert aria-hidden="true"><h1>Statistics</h1></div>' : ''}</div>` +
      `<template id="app-code"><script type="module" crossorigin src="${entry}"></script>` +
      '<link rel="modulepreload" crossorigin href="/assets/stats-abc.js"></template>';
    if (key) sessionStorage.setItem(keyStorageName, 'rd_key');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    // The boot script runs in the head: it waits for the document to be parsed.
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener) => {
      if (type === 'DOMContentLoaded') domReady = listener as () => void;
    });
    runBoot();
    domReady();
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a page with its frame: two animation frames later, the entry and its preloads, once', () => {
    page({ key: true, frame: true });
    expect(loaded()).toBe(0);
    nextFrame();
    expect(loaded()).toBe(0);
    nextFrame();
    expect(loaded()).toBe(1);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/stats-abc.js',
    );
    expect(document.getElementById('app-code')).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(loaded()).toBe(1);
  });

  it('where the browser reports paints: once the first contentful paint is on screen, not before', () => {
    let report!: (names: string[]) => void;
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      disconnected = false;
      constructor(
        callback: (list: { getEntriesByName(name: string): unknown[] }, self: PaintObserver) => void,
      ) {
        report = (names) => {
          if (!this.disconnected)
            callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
        };
      }
      observe(options: unknown) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      page({ key: true, frame: true });
      nextFrame();
      nextFrame();
      report(['first-paint']);
      expect(loaded()).toBe(0);
      report(['first-paint', 'first-contentful-paint']);
      expect(loaded()).toBe(1);
      report(['first-contentful-paint']);
      vi.advanceTimersByTime(1000);
      expect(loaded()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('signed out, or an address without a frame: at once', () => {
    page({ key: false, frame: true });
    expect(loaded()).toBe(1);
    page({ key: true, frame: false });
    expect(loaded()).toBe(1);
  });

  it('a tab out of sight (no frames come): at once; frames that never come: within a second', () => {
    page({ key: true, frame: true, visible: false });
    expect(loaded()).toBe(1);
    page({ key: true, frame: true });
    vi.advanceTimersByTime(999);
    expect(loaded()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(loaded()).toBe(1);
  });
});
