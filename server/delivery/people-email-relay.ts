import type { Config } from '../config';
import type { RelayMailer } from '../services/people/people-email';
import { sendThroughRelay } from './smtp-relay';

/**
 * People's emails (invitations, reset links) through the operator's relay (NOTIFY_SMTP_URL), from
 * NOTIFY_FROM, bounded by the webhook timeout as alert emails are.
 */
export const relayMailer =
  (config: Pick<Config, 'NOTIFY_SMTP_URL' | 'NOTIFY_FROM' | 'WEBHOOK_TIMEOUT_MS'>): RelayMailer =>
  async (mail) => {
    if (!config.NOTIFY_SMTP_URL) return { ok: false, error: 'no relay is configured (NOTIFY_SMTP_URL)' };
    return sendThroughRelay(
      config.NOTIFY_SMTP_URL,
      { from: config.NOTIFY_FROM, ...mail },
      config.WEBHOOK_TIMEOUT_MS,
    );
  };
