import type { ServiceContext } from '../../context';
import type { Queryable } from '../../store/db';
import type { AuditActor } from '../../store/repos/audit-repo';
import { readRequireTotp } from '../../store/repos/people-admin-repo';
import { findPerson } from '../../store/repos/people-repo';
import type { SessionMethod } from '../../store/repos/sessions-repo';
import { mustSetUpTotp, sessionData } from './session-data';
import { startSession } from './start-session';

/** Where a browser signs in from: kept on its session, shown in the person's session list. */
export interface Client {
  userAgent: string;
  ip: string;
  requestId: string | null;
}

/** The audit actor for a change a person makes about themselves before any session names them. */
export const selfActor = (
  client: Client,
  person: { id: number; name: string; email: string },
): AuditActor => ({
  keyId: null,
  keyName: null,
  requestId: client.requestId,
  personId: person.id,
  personName: person.name || person.email,
});

/**
 * Signs a person in at the end of a link's flow (an invitation, a reset): a fresh session in the
 * caller's transaction, and the session answer (the route sets its cookie).
 */
export async function signInAfterLink(
  ctx: ServiceContext,
  tx: Queryable,
  personId: number,
  method: SessionMethod,
  client: Client,
) {
  const person = (await findPerson(tx, personId))!;
  const session = await startSession(tx, ctx.config, { personId, method, ...client });
  const data = sessionData(
    person,
    { ...session, lastSeenAt: session.createdAt },
    ctx.config,
    mustSetUpTotp({
      requireTotp: await readRequireTotp(tx),
      totpEnabled: person.totp_enabled,
      viaSso: false,
    }),
  );
  return { session, data };
}
