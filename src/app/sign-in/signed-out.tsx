import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { SignInMethodsData } from '@/contract/people';
import { Link } from '@/components/ui/link';
import { session } from '@/lib/session';
import { ConnectScreen } from '../connect-screen';
import { InvitationPage } from './invitation-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignInPage } from './sign-in-page';
import { signInQueries } from './sign-in-queries';
import { signInPaths } from './sign-in-paths';

export { resumePersonSession } from './sign-in-queries';

/**
 * Signed out: what the service offers. A service with people gets the sign-in page (and the
 * invitation and reset pages its links open); one without (no `signInMethods`) the API-key connect
 * screen, at whatever address was opened, exactly as before people existed.
 */
export function SignedOut() {
  const methods = useQuery(signInQueries.methods());
  const current = useQuery(signInQueries.current());
  // A session the service already holds (another tab signed in, or a reload): signed in as its person.
  useEffect(() => {
    if (current.data) session.signInAsPerson(current.data);
  }, [current.data]);
  if (methods.isPending || current.isPending || current.data) return null;
  const offered = methods.data;
  if (!offered || (!offered.password && !offered.oidc)) return <ConnectScreen />;
  return (
    <BrowserRouter>
      <PeopleSignIn methods={offered} />
    </BrowserRouter>
  );
}

function PeopleSignIn({ methods }: { methods: SignInMethodsData }) {
  return (
    <Routes>
      <Route path={signInPaths.signIn} element={<SignInPage methods={methods} />} />
      <Route
        path={signInPaths.apiKey}
        element={
          methods.api_key ? (
            <ConnectScreen
              alternative={
                <p className="mt-4 text-center text-sm">
                  <Link to={signInPaths.signIn} className="font-medium text-indigo-600 dark:text-indigo-400">
                    Sign in with your email instead
                  </Link>
                </p>
              }
            />
          ) : (
            <Navigate to={signInPaths.signIn} replace />
          )
        }
      />
      <Route path={signInPaths.invitation} element={<InvitationPage />} />
      <Route path={signInPaths.resetPassword} element={<ResetPasswordPage />} />
      <Route path="*" element={<ToSignIn />} />
    </Routes>
  );
}

/** Any other address: the sign-in page, coming back here once signed in. */
function ToSignIn() {
  const { pathname, search } = useLocation();
  // Kept once, before the redirect; `/` is where a deliberate sign-out leaves the address: nothing
  // to come back to.
  useState(() => pathname !== '/' && session.rememberReturnTo(`${pathname}${search}`));
  return <Navigate to={signInPaths.signIn} replace />;
}
