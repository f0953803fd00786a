import type { Queryable } from '../../../store/db';
import { recordAudit } from '../../../store/repos/audit-repo';
import {
  activateInvitedPerson,
  findSsoCandidate,
  insertSsoPerson,
  setOidcSubject,
} from '../../../store/repos/oidc-repo';
import { ssoRefused, type SsoOutcome } from './sso-outcome';

/** Who the provider says signed in: its subject and a verified address (lower case). */
export interface SsoIdentity {
  subject: string;
  email: string;
  name: string;
}

/**
 * The person an SSO identity signs in as, in the sign-in's transaction. The living person with that
 * subject, else with that address: an active one signs in (tied to the subject the first time), an
 * invited one with a live invitation is activated (audited). Nobody: a new Viewer when the address's
 * domain is allowed (audited). Refused: someone removed (an allowed domain never brings them back), an
 * address already tied to another subject, and everyone else.
 */
export async function ssoPerson(
  tx: Queryable,
  identity: SsoIdentity,
  allowedDomains: readonly string[],
  requestId: string | null,
): Promise<SsoOutcome<{ personId: number }>> {
  const { person, removed } = await findSsoCandidate(tx, identity.subject, identity.email);
  const actorFor = (id: number, name: string) => ({
    keyId: null,
    keyName: null,
    requestId,
    personId: id,
    personName: name || identity.email,
  });
  if (person) {
    if (person.oidc_subject !== null && person.oidc_subject !== identity.subject) {
      return ssoRefused('sso_not_invited', 'the address belongs to a person tied to another subject');
    }
    if (person.active) {
      if (person.oidc_subject === null) await setOidcSubject(tx, person.id, identity.subject);
      return { ok: true, personId: person.id };
    }
    if (!person.invitation_live)
      return ssoRefused('sso_not_invited', 'the invitation is used, revoked or expired');
    await activateInvitedPerson(tx, person.id, { subject: identity.subject, name: identity.name });
    await recordAudit(tx, actorFor(person.id, person.name || identity.name), {
      action: 'person.activate',
      targetType: 'person',
      targetId: person.id,
      targetLabel: identity.email,
      detail: { method: 'oidc' },
    });
    return { ok: true, personId: person.id };
  }
  if (removed) return ssoRefused('sso_not_invited', 'a removed person');
  const domain = identity.email.slice(identity.email.lastIndexOf('@') + 1);
  if (!allowedDomains.includes(domain))
    return ssoRefused('sso_not_invited', 'not invited, domain not allowed');
  const id = await insertSsoPerson(tx, { ...identity, role: 'viewer' });
  if (id === null) return ssoRefused('sso_failed', 'the address was taken at the same moment');
  await recordAudit(tx, actorFor(id, identity.name), {
    action: 'person.activate',
    targetType: 'person',
    targetId: id,
    targetLabel: identity.email,
    detail: { method: 'oidc', allowed_domain: domain, after: { email: identity.email, role: 'viewer' } },
  });
  return { ok: true, personId: id };
}
