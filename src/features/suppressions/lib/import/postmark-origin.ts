import type { SuppressionReason } from '@/contract';

/**
 * Postmark's `Origin` says who suppressed an address: `Recipient`, `Customer` (the sender, through
 * the API or the UI) or `Admin` (Postmark's staff). Only a manual suppression changes meaning with
 * it: one the recipient made is Postmark's unsubscribe link, an unsubscribe here. The value shown
 * for such a row names its origin, so the preview and the summary tell the two apart.
 */
export function readOrigin(
  reason: SuppressionReason | null,
  source: string,
  origin: string | undefined,
): { reason: SuppressionReason | null; source: string } {
  const who = (origin ?? '').trim();
  if (reason !== 'manual' || !who) return { reason, source };
  return {
    reason: who.toLowerCase() === 'recipient' ? 'unsubscribe' : 'manual',
    source: `${source} (Origin ${who})`,
  };
}
