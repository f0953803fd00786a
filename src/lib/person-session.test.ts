import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfHeaderName } from '@/contract/people';
import { api, errorBody, ok, recordRequests, reply, startMswServer } from '@/test/msw';
import { personSession } from '@/test/people';
import { ApiError } from './api-client';
import { callEndpoint, callEndpointUnparsed } from './call-endpoint';
import { clearCacheOnKeyChange, handleUnauthorized } from './query-client';
import { keyStorageName, session, tabAnswerMs } from './session';
import { personMarkStorageName } from './session/key-storage';

const server = startMswServer();
const requests = recordRequests(server);
const admin = personSession('admin');

afterEach(() => {
  session.signOut();
  window.history.replaceState(null, '', '/');
});

/** A service that takes anything and answers an empty success. */
const acceptEverything = () => server.use(http.all(api('/*'), () => reply(200, ok({ ok: true }))));
const sent = (method: string) => requests.find((r) => r.method === method)!;

describe("the client in a person's session", () => {
  it('sends the cookie and no key; the CSRF token on writes and never on reads', async () => {
    acceptEverything();
    session.signInAsPerson(admin);
    await callEndpointUnparsed('listSuppressions', { query: { limit: 1 } });
    await callEndpoint('createSuppression', { body: { email: 'a@example.com' } });
    await callEndpoint('updatePerson', { params: { id: 3 }, body: { role: 'viewer' } });
    await callEndpoint('revokeKey', { params: { id: 4 } });
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PATCH', 'DELETE']);
    for (const request of requests) {
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.credentials).toBe('same-origin');
    }
    expect(sent('GET').headers.get(csrfHeaderName)).toBeNull();
    for (const method of ['POST', 'PATCH', 'DELETE'])
      expect(sent(method).headers.get(csrfHeaderName)).toBe(admin.csrf_token);
  });

  it('keeps the token in memory only: nothing about the session in either storage', () => {
    session.signInAsPerson(admin);
    const stored = [sessionStorage, localStorage].flatMap((s) =>
      Object.keys(s).map((k) => `${k}=${s.getItem(k)}`),
    );
    expect(stored.join(' ')).not.toContain(admin.csrf_token);
    expect(stored.join(' ')).not.toContain(admin.session.id);
    expect(session.getCsrfToken()).toBe(admin.csrf_token);
  });

  it("leaves a mark that a person is signed in (for the page's frame before the code runs), and takes it away", () => {
    session.signInAsPerson(admin);
    expect(localStorage.getItem(personMarkStorageName)).toBe('1');
    session.signOut();
    expect(localStorage.getItem(personMarkStorageName)).toBeNull();
    session.signInAsPerson(admin);
    // A reload later: the service answered that the session is gone (expired, or ended elsewhere).
    session.noPersonSession();
    expect(localStorage.getItem(personMarkStorageName)).toBeNull();
  });

  it('leaves the key path as it was: Bearer, no cookie, no CSRF header, even on writes', async () => {
    acceptEverything();
    session.signIn('rk_admin');
    await callEndpoint('createSuppression', { body: { email: 'a@example.com' } });
    expect(sent('POST').headers.get('Authorization')).toBe('Bearer rk_admin');
    expect(sent('POST').credentials).toBe('omit');
    expect(sent('POST').headers.get(csrfHeaderName)).toBeNull();
  });

  it('a key signed in (this tab or another) replaces the person', () => {
    session.signInAsPerson(admin);
    session.signIn('rk_admin');
    expect(session.getPerson()).toBeNull();
    expect(session.getCsrfToken()).toBeNull();
    expect(sessionStorage.getItem(keyStorageName)).toBe('rk_admin');
  });

  it('a 401 signs the person out, keeping the page to come back to', () => {
    session.signInAsPerson(admin);
    window.history.replaceState(null, '', '/webhooks/3?tab=deliveries');
    handleUnauthorized(new ApiError({ status: 401, code: 'unauthorized', message: 'Sign in again.' }));
    expect(session.getPerson()).toBeNull();
    expect(session.getSignOutReason()).toBe('unauthorized');
    expect(session.takeReturnTo()).toBe('/webhooks/3?tab=deliveries');
  });

  it('a 403 second_factor_required asks the person to set one up; other 403s change nothing', () => {
    session.signInAsPerson(admin);
    handleUnauthorized(new ApiError({ status: 403, code: 'forbidden', message: 'No.' }));
    expect(session.getPerson()?.must_set_up_totp).toBe(false);
    handleUnauthorized(
      new ApiError({ status: 403, code: 'second_factor_required', message: 'Set up a second factor.' }),
    );
    expect(session.getPerson()?.must_set_up_totp).toBe(true);
  });

  it('ignores a 401 while signed out (the sign-in page asks for a second factor with one)', () => {
    handleUnauthorized(new ApiError({ status: 401, code: 'second_factor_required', message: 'Code.' }));
    expect(session.getSignOutReason()).toBeNull();
  });

  it("drops the last person's data when another signs in, or they sign out", () => {
    const client = new QueryClient();
    const stop = clearCacheOnKeyChange(client);
    session.signInAsPerson(admin);
    client.setQueryData(['x'], 1);
    session.signInAsPerson(personSession('viewer', { session: { ...admin.session, id: 'other' } }));
    expect(client.getQueryData(['x'])).toBeUndefined();
    client.setQueryData(['x'], 2);
    session.signOut();
    expect(client.getQueryData(['x'])).toBeUndefined();
    stop();
  });

  it("yields a link's key no open tab vouched for to the person's session the browser holds", () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      window.history.replaceState(null, '', '/stats#key=rk_from_link');
      session.readKeyFromFragment();
      vi.advanceTimersByTime(tabAnswerMs);
    } finally {
      vi.useRealTimers();
    }
    expect(session.getApiKey()).toBe('rk_from_link');
    expect(session.isLinkKeyOnTrial()).toBe(true);
    session.signInAsPerson(admin);
    expect(session.getPerson()).toEqual(admin);
    expect(session.getApiKey()).toBeNull();
    expect(sessionStorage.getItem(keyStorageName)).toBeNull();
  });

  it("keeps a key signed in on purpose: a person's session does not replace it", () => {
    session.signIn('rk_chosen');
    expect(session.isLinkKeyOnTrial()).toBe(false);
    session.signInAsPerson(admin);
    expect(session.getApiKey()).toBe('rk_chosen');
    expect(session.getPerson()).toBeNull();
  });

  it("follows another tab's sign-out", async () => {
    session.signInAsPerson(admin);
    const other = new BroadcastChannel('relaydesk.session');
    try {
      other.postMessage({ type: 'signed-out' });
      await vi.waitFor(() => expect(session.getPerson()).toBeNull());
    } finally {
      other.close();
    }
  });

  it('the service refusing the session: an error envelope, as any other', async () => {
    server.use(http.get(api('/session'), () => reply(401, errorBody('unauthorized', 'Sign in.'))));
    await expect(callEndpoint('currentSession', {})).rejects.toMatchObject({ status: 401 });
  });
});
