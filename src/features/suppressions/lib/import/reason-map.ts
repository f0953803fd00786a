import type { SuppressionReason } from '@/contract';

/** `Hard Bounce`, `hard-bounce`, `HARD_BOUNCE` → `hardbounce`: vendors spell the same thing many ways. */
const squash = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

const exact: Record<string, SuppressionReason> = {
  manual: 'manual',
  hardbounce: 'hard_bounce',
  complaint: 'complaint',
  unsubscribe: 'unsubscribe',
  // Postmark
  manualsuppression: 'manual',
  spamcomplaint: 'complaint',
  // SES
  bounce: 'hard_bounce',
  // SendGrid
  spamreport: 'complaint',
  globalunsubscribe: 'unsubscribe',
};

/**
 * A vendor's reason (Postmark `HardBounce`, SES `COMPLAINT`, SendGrid's SMTP text, Mailgun's
 * `error`) in our four words. Returns null when nothing is recognized, so the caller can use the
 * reason the person picked for such rows.
 */
export function mapReason(raw: string | undefined): SuppressionReason | null {
  const text = (raw ?? '').trim();
  if (!text) return null;
  const word = squash(text);
  if (exact[word]) return exact[word];
  // Postmark's SoftBounce, Transient…: the mailbox may take mail later, so no reason of ours fits.
  if (/soft|transient|temporar/.test(word)) return null;
  // An SMTP answer (SendGrid bounces and blocks, Mailgun's `error`) is a rejection by the receiving
  // server, never a complaint, even when its text mentions spam (an IP blocklist's wording).
  if (/^[245]\d\d[\s-]|(^|\D)[245]\.\d{1,3}\.\d{1,3}/.test(text)) {
    return /^5|(^|\D)5\.\d{1,3}\.\d{1,3}/.test(text) ? 'hard_bounce' : null;
  }
  if (/complain|spam|abuse|fbl/.test(word)) return 'complaint';
  if (/unsub|optout|optedout/.test(word)) return 'unsubscribe';
  if (/manual/.test(word)) return 'manual';
  // SendGrid's invalid emails: the address can never receive mail, as after a hard bounce.
  if (/baddomain|badsyntax|domain\w*unknown|unknowndomain/.test(word)) return 'hard_bounce';
  if (
    /bounce|hard|invalid|block|reject|undeliver|notexist|unknownuser|nosuch|usernotfound/.test(word) ||
    // SMTP permanent failures: `550 …` or an enhanced status `5.1.1`.
    /(^|\D)5\d\d(\D|$)|(^|\D)5\.\d{1,3}\.\d{1,3}/.test(text)
  ) {
    return 'hard_bounce';
  }
  return null;
}

/** A reply that opens with a 4xx code (`452 4.2.2 …`, `4.4.7 …`): the receiver asked to try later. */
const temporaryCode = /^(?:smtp;\s*)?(?:4\d\d(?=[\s-]|$)|4\.\d{1,3}\.\d{1,3})/i;

/**
 * Whether a reason value is a temporary failure (a 4xx reply such as 452, insufficient storage;
 * Postmark's SoftBounce or Transient): the mailbox may take mail later, so it is no reason to
 * suppress. A value we read as one of our reasons never is.
 */
export function isTemporaryFailure(raw: string | undefined): boolean {
  const text = (raw ?? '').trim();
  if (!text || mapReason(text) !== null) return false;
  return temporaryCode.test(text) || /soft|transient|temporar|deferr/.test(squash(text));
}

/**
 * Mailgun and SendGrid export one file per list ("bounces.csv", "spam_reports.csv", …) without a
 * reason column; the file name is then the best hint for the default.
 */
export function reasonFromFileName(name: string): SuppressionReason | null {
  const word = squash(name.replace(/\.[a-z0-9]+$/i, ''));
  if (/complain|spam|abuse/.test(word)) return 'complaint';
  if (/unsub|optout/.test(word)) return 'unsubscribe';
  if (/bounce|invalid|block/.test(word)) return 'hard_bounce';
  return null;
}
