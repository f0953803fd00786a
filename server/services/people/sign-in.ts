import { signInBodySchema, type SessionData } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { findPerson } from '../../store/repos/people-repo';
import { revokeSession, touchSession } from '../../store/repos/sessions-repo';
import {
  clearFailures,
  countFailures,
  findSignInAccount,
  recordFailure,
} from '../../store/repos/sign-in-repo';
import { readRequireTotp } from '../../store/repos/people-admin-repo';
import { Unauthenticated } from '../errors';
import { parseInput } from '../parse-input';
import { verifyPassword } from './password';
import { verifySecondFactor } from './second-factor';
import { mustSetUpTotp, sessionData } from './session-data';
import { hashToken, startSession, type StartedSession } from './start-session';

/**
 * Failed sign-ins allowed within a sliding window, kept in the database (sign_in_failures) so every
 * process counts the same ones. An account past its limit is refused for the rest of the window,
 * even with the right password, and answered exactly like a wrong one (no tell that it is locked);
 * an address past its limit likewise, whatever the account. A successful sign-in clears the account's
 * failures. Attempts refused while locked do not extend the account's lock (its owner gets back in
 * when the window passes), but do count against the address.
 */
export const signInLimits = {
  windowMinutes: 15,
  perAccount: 10,
  perAddress: 50,
} as const;

/** The one answer to every refused sign-in: unknown address, wrong password, wrong code, locked. */
export const signInRefused = "That email and password don't match an account.";

export interface SignInRequest {
  body: unknown;
  /** The client's address: for the per-address limit, and the session's record. */
  ip: string;
  userAgent: string;
  /** The session token the browser already held, if any: ended, never carried over (fixation). */
  previousToken?: string | undefined;
}

/**
 * Signs a person in with email, password and (when they have one) a second-factor code: a new
 * session, whose token the caller sets as the cookie, and the session's answer. Every refusal takes
 * the password check's time (an unknown address verifies a dummy hash).
 */
export async function signIn(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  request: SignInRequest,
): Promise<{ started: StartedSession; data: SessionData }> {
  const { db, config } = ctx;
  const input = parseInput(signInBodySchema, request.body);
  const scopes = { account: `account:${input.email}`, address: `address:${request.ip}` };
  const refuse = async (): Promise<never> => {
    await recordFailure(db, scopes.address);
    throw new Unauthenticated(signInRefused);
  };

  // Count first, and hold this attempt's place among the account's failures before the (slow)
  // password check: attempts racing in other processes cannot all slip under the limit.
  const locked = await db.transaction(async (tx) => {
    const failures = await countFailures(tx, scopes, signInLimits.windowMinutes);
    const over = failures.account >= signInLimits.perAccount || failures.address >= signInLimits.perAddress;
    if (!over) await recordFailure(tx, scopes.account);
    return over;
  });
  const account = await findSignInAccount(db, input.email);
  const passwordOk = await verifyPassword(account?.password_hash ?? null, input.password);
  if (locked || !account || !passwordOk) return refuse();
  if (account.has_totp && !input.code) {
    throw new Unauthenticated(
      'Enter the code from your authenticator app (or a recovery code).',
      'second_factor_required',
    );
  }

  const started = await db.transaction(async (tx) => {
    if (account.has_totp && !(await verifySecondFactor(tx, account, input.code!))) return null;
    await clearFailures(tx, scopes.account);
    if (request.previousToken) await revokeSession(tx, { tokenHash: hashToken(request.previousToken) });
    const session = await startSession(tx, config, {
      personId: account.id,
      method: 'password',
      userAgent: request.userAgent,
      ip: request.ip,
    });
    await touchSession(tx, session.id, account.id);
    return session;
  });
  if (!started) return refuse();
  const person = await findPerson(db, account.id);
  if (!person) return refuse();
  const data = sessionData(
    person,
    { ...started, lastSeenAt: started.createdAt },
    config,
    mustSetUpTotp({
      requireTotp: await readRequireTotp(db),
      totpEnabled: person.totp_enabled,
      viaSso: false,
    }),
  );
  return { started, data };
}
