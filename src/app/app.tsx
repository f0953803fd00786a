import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { keyFingerprint, takeReturnTo, useApiKey } from '@/lib/session';
import { ConnectScreen } from './connect-screen';
import { createAppRouter, type AppRouter } from './router';

/** Signed out: the connect screen, at whatever address the user opened. Signed in: the router. */
export function App() {
  const apiKey = useApiKey();
  // Keyed by key: a different key gets a fresh router and fresh page state.
  return apiKey ? <SignedInApp key={keyFingerprint(apiKey)} /> : <ConnectScreen />;
}

function SignedInApp() {
  const [router, setRouter] = useState<AppRouter | null>(null);
  // Created in an effect so it is also disposed (history listeners) when the session ends.
  useEffect(() => {
    const returnTo = takeReturnTo();
    if (returnTo) window.history.replaceState(null, '', returnTo);
    const created = createAppRouter();
    // Not lazy state: StrictMode's mount-unmount-mount would leave a disposed router in it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRouter(created);
    return () => created.dispose();
  }, []);
  return router ? <RouterProvider router={router} /> : null;
}
