import { render } from '@testing-library/react';
import { afterEach } from 'vitest';
import { App } from '@/app/app';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { session, takeFragmentToken } from '@/lib/session';

/** The whole app opened at `path`, as main.tsx starts it: a link's token is taken out of the address first. */
export function openApp(path: string) {
  window.history.replaceState(null, '', path);
  takeFragmentToken();
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <App />
    </AppProviders>,
  );
}

/** Each test of the file starts signed out, at `/`. */
export function signOutAfterEach() {
  afterEach(() => {
    session.signOut();
    window.history.replaceState(null, '', '/');
  });
}
