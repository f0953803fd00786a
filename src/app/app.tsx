import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { keyFingerprint, takeReturnTo, useApiKey } from '@/lib/session';
import { ConnectScreen } from './connect-screen';
import { AppRoutes } from './router';

/** Signed out: the connect screen, at whatever address the user opened. Signed in: the router. */
export function App() {
  const apiKey = useApiKey();
  // Keyed by key: a different key gets a fresh router and fresh page state.
  return apiKey ? <SignedInApp key={keyFingerprint(apiKey)} /> : <ConnectScreen />;
}

function SignedInApp() {
  const [ready, setReady] = useState(false);
  // The page to come back to goes into the address bar before the router first reads it.
  useEffect(() => {
    const returnTo = takeReturnTo();
    if (returnTo) window.history.replaceState(null, '', returnTo);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, []);
  return ready ? (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  ) : null;
}
