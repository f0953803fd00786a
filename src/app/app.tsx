import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { session, useApiKey, useOfferedKey, useWaitingForTabs } from '@/lib/session';
import { AppRoutes } from './router';
import { useRefuseUnusableKey } from './use-refuse-unusable-key';

/**
 * The connect screen is its own chunk: a signed-in start (the common one) never loads it, and a
 * signed-out start asks for it at once (see main.tsx), beside the entry's own work.
 */
export const loadConnectScreen = () => import('./connect-screen');
const ConnectScreen = lazy(() => loadConnectScreen().then((m) => ({ default: m.ConnectScreen })));
/** Loaded only when a `#key=` link brings another key than the one in use. */
const LinkKeyPrompt = lazy(() => import('./link-key-prompt').then((m) => ({ default: m.LinkKeyPrompt })));

/** Signed out: the connect screen, at whatever address the user opened. Signed in: the router. */
export function App() {
  const apiKey = useApiKey();
  const waiting = useWaitingForTabs();
  // Keyed by key: a different key gets a fresh router and fresh page state.
  if (apiKey) return <SignedInApp key={session.keyFingerprint(apiKey)} />;
  // A new tab asks the open ones for the key first (a few ms): no flash of the connect screen.
  return waiting ? null : (
    <Suspense fallback={null}>
      <ConnectScreen />
    </Suspense>
  );
}

function SignedInApp() {
  // The page to come back to goes into the address bar before the router first reads it, during
  // the first render rather than in an effect and a second render: the page paints a frame sooner.
  // Taking it empties the store, so a second call (StrictMode in development) changes nothing.
  useState(restoreReturnTo);
  useRefuseUnusableKey();
  const offeredKey = useOfferedKey();
  return (
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {offeredKey && (
        <Suspense fallback={null}>
          <LinkKeyPrompt offeredKey={offeredKey} />
        </Suspense>
      )}
    </>
  );
}

function restoreReturnTo() {
  const returnTo = session.takeReturnTo();
  if (returnTo) window.history.replaceState(null, '', returnTo);
  return null;
}
