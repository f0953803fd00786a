import type { BadgeTone } from '@/components/ui/badge';
import type { BounceClass, BounceSide } from '@/contract';

/** The one wording of each bounce class, as a label (timeline, filters, tables, the explain tool). */
export const bounceClassLabels = {
  invalid_recipient: 'Invalid recipient',
  mailbox_unavailable: 'Mailbox unavailable',
  reputation: 'Sender reputation',
  authentication: 'Authentication',
  content: 'Content',
  rate_limited: 'Rate limited',
  policy: 'Policy',
  temporary: 'Temporary problem',
  unknown: 'Unclassified',
} satisfies Record<BounceClass, string>;

/** Who can fix it, as a short label. */
export const bounceSideLabels = {
  sender: 'Your side',
  recipient: "Recipient's side",
  temporary: 'Temporary',
  unknown: 'Unknown',
} satisfies Record<BounceSide, string>;

/** The same sides as a sentence, for a tooltip or a line under the label. */
export const bounceSideHints = {
  sender: 'Something in your sending setup, reputation or content: you can fix it.',
  recipient: 'The address or mailbox is the problem: correct or remove it.',
  temporary: 'Usually clears up by itself; the service keeps retrying.',
  unknown: 'The reply gives no clear reason.',
} satisfies Record<BounceSide, string>;

/** Your side is the one to act on; the recipient's is final for that address. */
export const bounceSideTones = {
  sender: 'danger',
  recipient: 'warning',
  temporary: 'accent',
  unknown: 'neutral',
} satisfies Record<BounceSide, BadgeTone>;
