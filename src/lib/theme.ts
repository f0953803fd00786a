import { useSyncExternalStore } from 'react';

export const themePreferences = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themePreferences)[number];

export const themeStorageName = 'relaydesk.theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const isPreference = (value: unknown): value is ThemePreference =>
  themePreferences.includes(value as ThemePreference);

export function getThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(themeStorageName);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () => window.matchMedia?.(darkQuery).matches ?? false;

/** Set on <html> for the moment of a switch: index.css turns every transition off under it. */
const switchingAttribute = 'data-theme-switching';

/**
 * Puts `dark` on <html>: Tailwind's dark variant and `color-scheme` in index.css key on it. A switch
 * recolours everything at once: each control's own colour transition would fade the page element by
 * element, through in-between shades that fail contrast.
 */
export function applyTheme(preference = getThemePreference()): void {
  const dark = preference === 'dark' || (preference === 'system' && systemPrefersDark());
  const root = document.documentElement;
  if (root.classList.contains('dark') === dark) return;
  root.setAttribute(switchingAttribute, '');
  root.classList.toggle('dark', dark);
  // The new colours are computed now, with transitions off; turning them back on later starts none.
  void getComputedStyle(root).color;
  setTimeout(() => root.removeAttribute(switchingAttribute));
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(themeStorageName);
    else window.localStorage.setItem(themeStorageName, preference);
  } catch {
    // Not persisted; still applied for this page.
  }
  applyTheme(preference);
  listeners.forEach((listener) => listener());
}

/**
 * Called once before the first render: the theme again (public/boot.js already put it on <html>
 * before the first paint, with the same rule), and from then on it follows the system's changes.
 */
export function initTheme(): () => void {
  applyTheme();
  const media = window.matchMedia?.(darkQuery);
  const onSystemChange = () => {
    if (getThemePreference() === 'system') applyTheme('system');
  };
  media?.addEventListener('change', onSystemChange);
  return () => media?.removeEventListener('change', onSystemChange);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, getThemePreference, () => 'system' as const);
}
