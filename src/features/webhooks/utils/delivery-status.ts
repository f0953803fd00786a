import type { BadgeTone } from '@/components/ui/badge';
import type { WebhookDelivery } from '@/contract';
import { formatDuration } from '@/lib/format';

type Attempt = WebhookDelivery['attempts'][number];

/** A delivery's state in words: pending splits into never tried (queued) and tried (retrying). */
export function deliveryStatus(d: WebhookDelivery): { label: string; tone: BadgeTone } {
  if (d.state === 'succeeded') return { label: 'Succeeded', tone: 'success' };
  if (d.state === 'failed') return { label: 'Failed', tone: 'danger' };
  return d.attempts.length > 0
    ? { label: 'Retrying', tone: 'warning' }
    : { label: 'Queued', tone: 'neutral' };
}

/** "HTTP 200", or "No answer" when the endpoint never answered (timeout, refused, DNS…). */
export const attemptCode = (a: Attempt) => (a.status_code === null ? 'No answer' : `HTTP ${a.status_code}`);

/** One sentence for an attempt the page just made: "HTTP 200 in 12 ms" / "HTTP 500 in 8 ms: answer 500". */
export function describeAttempt(a: Attempt): string {
  const head = `${attemptCode(a)} in ${formatDuration(a.latency_ms)}`;
  const ok = a.status_code !== null && a.status_code >= 200 && a.status_code < 300;
  return ok || !a.error || a.error === attemptCode(a) ? head : `${head}: ${a.error}`;
}

export const lastAttempt = (d: WebhookDelivery): Attempt | undefined => d.attempts.at(-1);

export const deliveryFilters = ['all', 'failed', 'pending', 'succeeded'] as const;
export type DeliveryFilter = (typeof deliveryFilters)[number];
