import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadConnectScreen } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { preloadRoute } from '@/app/router';
import { sessionQueries } from '@/lib/permissions';
import { createQueryClient } from '@/lib/query-client';
import {
  askOtherTabs,
  getApiKey,
  isWaitingForTabs,
  readKeyFromFragment,
  subscribeSession,
} from '@/lib/session';
import { initTheme } from '@/lib/theme';
import './index.css';

// Before the first render: the right theme from the first frame, and a `#key=` link read (and
// stripped from the address bar) before anything can read or log the URL.
initTheme();
readKeyFromFragment();
askOtherTabs();
// A sign-in link pasted into an open tab only changes the fragment: no reload, so listen.
window.addEventListener('hashchange', () => readKeyFromFragment());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
function startLoading() {
  const apiKey = getApiKey();
  if (apiKey) {
    // Signed in: the key's permissions, the page's code and then its data (every page waits for
    // all three) start loading now, side by side, rather than once React has rendered the layout.
    const permissions = queryClient.fetchQuery(sessionQueries.permissions(apiKey));
    // A failure (a revoked key) shows on screen through the same query; nothing to do with it here.
    permissions.catch(() => {});
    preloadRoute(window.location, queryClient, permissions);
  } else {
    void loadConnectScreen();
  }
}
// A new tab first hears from the open ones (see askOtherTabs): it knows its key only then.
if (isWaitingForTabs()) {
  const stop = subscribeSession(() => {
    if (isWaitingForTabs()) return;
    stop();
    startLoading();
  });
} else {
  startLoading();
}

// In a transition, React renders the first screen in slices of a few milliseconds rather than one
// long task, so a slow phone can still paint and take input while it works.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <App />
      </AppProviders>
    </StrictMode>,
  );
});
