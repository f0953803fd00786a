import type { ServiceContext } from '../../context';
import { mailbox } from '../../notify-address';
import type { Queryable } from '../../store/db';
import { consoleUrl } from '../alerts/evaluate';
import { submitSystemMessageIn } from '../messages/submit';

/** An email to a person (an invitation, a reset link). Its text holds the link: never stored. */
export interface PeopleMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends through NOTIFY_SMTP_URL's relay; given by delivery (services do not reach it themselves). */
export type RelayMailer = (mail: PeopleMail) => Promise<{ ok: boolean; error: string | null }>;
export type PeopleEmailContext = ServiceContext & { relayMail: RelayMailer };

/**
 * A page of the console (at `base`) whose link carries a token in its fragment: browsers never send
 * the fragment, so the token reaches no server's log.
 */
export const tokenLink = (base: string, page: 'invitation' | 'reset-password', token: string) =>
  `${base.replace(/\/$/, '')}/${page}#token=${token}`;

/** The same, at the console's address as people reach it (PUBLIC_URL, or http://HOST:PORT). */
export const consoleTokenLink = (ctx: ServiceContext, page: 'invitation' | 'reset-password', token: string) =>
  tokenLink(consoleUrl(ctx), page, token);

/**
 * The email's part inside the change's transaction. Without a relay it is system mail through the
 * service's own sending path, queued with the change (so it exists exactly when the change does;
 * shown in the activity log's system filter, counted in no statistics); its subject is kept, its
 * text with the link is not. With a relay, it is handed back to be sent once the change commits.
 */
export async function stagePeopleEmail(
  ctx: ServiceContext,
  tx: Queryable,
  mail: PeopleMail,
): Promise<PeopleMail | null> {
  if (ctx.config.NOTIFY_SMTP_URL) return mail;
  const from = mailbox(ctx.config.NOTIFY_FROM)!.address;
  await submitSystemMessageIn(tx, { to: mail.to, subject: mail.subject, from }, ctx.now());
  return null;
}

/** After the commit: wakes the sender for system mail, or sends through the relay and says how it went. */
export async function sendStagedEmail(ctx: PeopleEmailContext, staged: PeopleMail | null) {
  ctx.nudge();
  return staged ? ctx.relayMail(staged) : { ok: true, error: null };
}
