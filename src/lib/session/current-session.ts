import { browserKeyStorage, keyStorageName } from './key-storage';
import { createSession } from './session-store';
import { openTabChannel } from './tab-channel';

/** This tab's session, on the browser's storages, address bar and channel between tabs. */
export const session = createSession({
  storage: browserKeyStorage(),
  // No tabs outside a browser (the build prerendering the page frames), and an open channel there
  // would keep the build's process alive.
  tabs: typeof window === 'undefined' ? null : openTabChannel(),
  location: {
    get: () => new URL(window.location.href),
    replace: (pathAndSearch) => window.history.replaceState(window.history.state, '', pathAndSearch),
  },
});

// Another tab signed out (or in) with a remembered key: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === keyStorageName || event.key === null) session.storageChanged();
  });
}
