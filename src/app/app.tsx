import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { session, useIdentity, useOfferedKey, useWaitingForTabs } from '@/lib/session';
import { AppRoutes } from './router';
import { isSignInPath } from './sign-in/sign-in-paths';
import { useRefuseUnusableKey } from './use-refuse-unusable-key';

/**
 * The signed-out screens are their own chunk: a signed-in start (the common one) never loads them,
 * and a signed-out start asks for them at once (see main.tsx), beside the entry's own work.
 */
export const loadSignedOut = () => import('./sign-in/signed-out');
const SignedOut = lazy(() => loadSignedOut().then((m) => ({ default: m.SignedOut })));
/** Loaded only when a `#key=` link brings another key than the one in use. */
const LinkKeyPrompt = lazy(() => import('./link-key-prompt').then((m) => ({ default: m.LinkKeyPrompt })));

/**
 * Signed out: the sign-in screens (the connect screen, at whatever address the user opened, on a
 * service without people). Signed in, with a key or as a person: the router.
 */
export function App() {
  const identity = useIdentity();
  const waiting = useWaitingForTabs();
  // Keyed by who is signed in: another key or person gets a fresh router and fresh page state.
  if (identity) return <SignedInApp key={identity} />;
  // A new tab asks the open ones for the key first (a few ms): no flash of the connect screen.
  return waiting ? null : (
    <Suspense fallback={null}>
      <SignedOut />
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
  // Signed in on a sign-in screen: nothing left to show there.
  const to = returnTo ?? (isSignInPath(window.location.pathname) ? '/' : null);
  if (to) window.history.replaceState(null, '', to);
  return null;
}
