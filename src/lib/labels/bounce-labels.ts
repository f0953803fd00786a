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

/** Who can fix it: a short label, the same as a sentence (a tooltip), and its badge's tone. */
export const bounceSideMeta = {
  sender: {
    label: 'Your side',
    hint: 'Something in your sending setup, reputation or content: you can fix it.',
    // Your side is the one to act on; the recipient's is final for that address.
    tone: 'danger',
  },
  recipient: {
    label: "Recipient's side",
    hint: 'The address or mailbox is the problem: correct or remove it.',
    tone: 'warning',
  },
  temporary: {
    label: 'Temporary',
    hint: 'Usually clears up by itself; the service keeps retrying.',
    tone: 'accent',
  },
  unknown: { label: 'Unknown', hint: 'The reply gives no clear reason.', tone: 'neutral' },
} as const satisfies Record<BounceSide, { label: string; hint: string; tone: BadgeTone }>;

/** The sides' labels alone, for filter options. */
export const bounceSideLabels = Object.fromEntries(
  Object.entries(bounceSideMeta).map(([side, meta]) => [side, meta.label]),
) as Record<BounceSide, string>;
