import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadSignedOut } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { preloadRoute } from '@/app/router';
import { sessionQueries } from '@/lib/permissions';
import { createQueryClient } from '@/lib/query-client';
import { session, takeFragmentToken } from '@/lib/session';
import { initTheme } from '@/lib/theme';
import './index.css';

// Before the first render: the right theme from the first frame, and a `#key=` link read (and
// stripped from the address bar) before anything can read or log the URL.
initTheme();
session.readKeyFromFragment();
// An invitation's or reset link's token, likewise out of the address bar before anything runs.
takeFragmentToken();
session.askOtherTabs();
// A sign-in link pasted into an open tab only changes the fragment: no reload, so listen.
window.addEventListener('hashchange', () => {
  session.readKeyFromFragment();
  takeFragmentToken();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/**
 * The first render waits (this long at most) for what the first screen needs: signed in, the
 * page's code, the caller's powers and the page's first data; signed out, the sign-in screens'
 * code and the service's answer how people sign in. Rendered with all of it in place, the first screen is one render, sliced by the transition
 * below. Rendered before, every arrival (each a store update, which React renders in one
 * unsliced task) would render the shell and the page again, blocking a slow phone's main thread.
 * The cap keeps a slow service from holding a blank screen: the page's own loading state shows.
 */
const firstRenderWaitMs = 1000;

async function startLoading(): Promise<unknown> {
  const apiKey = session.getApiKey();
  // Without a key, or with a link's key no open tab vouched for: the service's answer whether a
  // person's session is open (the cookie), which comes first, and how people sign in here.
  if (!apiKey || session.isLinkKeyOnTrial()) {
    const { resumePersonSession } = await loadSignedOut();
    const person = await resumePersonSession(queryClient);
    if (person) return preloadRoute(window.location, queryClient, Promise.resolve(person.powers));
    if (!apiKey) return;
  }
  // Signed in: the key's permissions, the page's code and then its data (every page waits for
  // all three) start loading now, side by side, rather than once React has rendered the layout.
  const permissions = queryClient.fetchQuery(sessionQueries.permissions(apiKey));
  // A failure (a revoked key) shows on screen through the same query; nothing to do with it here.
  permissions.catch(() => {});
  const powers = permissions.then((p) => p.powers);
  return Promise.allSettled([permissions, preloadRoute(window.location, queryClient, powers)]);
}

const renderApp = () => {
  // In a transition, React renders the first screen in slices of a few milliseconds rather than
  // one long task, so a slow phone can still paint and take input while it works.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <App />
        </AppProviders>
      </StrictMode>,
    );
  });
};

function start() {
  const ready = startLoading().catch(() => {});
  const cap = new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs));
  void Promise.race([ready, cap]).then(renderApp);
}

// A new tab first hears from the open ones (see session.askOtherTabs): it knows its key only then, and
// renders only then (a render before would be redone at once, in one long task).
if (session.isWaitingForTabs()) {
  const stop = session.subscribe(() => {
    if (session.isWaitingForTabs()) return;
    stop();
    start();
  });
} else {
  start();
}
