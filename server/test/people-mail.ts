import { relayMailer } from '../delivery/people-email-relay';
import type { ServiceContext } from '../context';
import { startSmtpRelay } from './smtp-relay';

/** A mail's text as sent: quoted-printable soft breaks and `=3D` undone, so links read whole. */
export const mailText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/**
 * People's emails through a real SMTP relay on loopback: the context to hand people's services
 * (NOTIFY_SMTP_URL pointing at it) and what the relay received.
 */
export async function withLoopbackRelay(ctx: ServiceContext) {
  const relay = await startSmtpRelay();
  const config = { ...ctx.config, NOTIFY_SMTP_URL: `smtp://127.0.0.1:${relay.port}` };
  return {
    ctx: { ...ctx, config, relayMail: relayMailer(config) },
    received: relay.received,
    /** The token in the last email to `to`. */
    tokenSentTo: (to: string) => {
      const mail = relay.received.filter((m) => m.to.includes(to)).at(-1);
      return mail ? (/#token=([\w-]+)/.exec(mailText(mail.raw))?.[1] ?? null) : null;
    },
    close: relay.close,
  };
}
