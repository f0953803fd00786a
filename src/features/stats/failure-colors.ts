import type { BounceClass } from '@/contract';

/**
 * One colour per failure class, the same in the chart, its legend and tooltip: warm for the
 * recipient's side, reds and violets for yours, blue for passing trouble, grey for unknown. Mid
 * tones that read on the light and the dark theme alike.
 */
export const failureClassColors = {
  invalid_recipient: '#f59e0b',
  mailbox_unavailable: '#eab308',
  reputation: '#dc2626',
  authentication: '#e11d48',
  content: '#c026d3',
  rate_limited: '#8b5cf6',
  policy: '#6366f1',
  temporary: '#0ea5e9',
  unknown: '#a1a1aa',
} satisfies Record<BounceClass, string>;
