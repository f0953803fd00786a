import { bounceClassSide, type BounceClass, type BounceSide } from '../../src/contract';

/**
 * The bit each bounce class sets in `messages.class_bits`: every class a message's bounces,
 * deferrals and failures were of (migration 034 keeps them with the event trigger). Shared by that
 * migration and the activity log's filter; changing a value needs a migration that rewrites the column.
 */
export const failureClassBit = {
  invalid_recipient: 1,
  mailbox_unavailable: 2,
  reputation: 4,
  authentication: 8,
  content: 16,
  rate_limited: 32,
  policy: 64,
  temporary: 128,
  unknown: 256,
} as const satisfies Record<BounceClass, number>;

/** The SQL expression for one event row's bit (`bounce_class` of message_events). */
export const failureClassBitSql = `CASE bounce_class ${Object.entries(failureClassBit)
  .map(([cls, bit]) => `WHEN '${cls}' THEN ${bit}`)
  .join(' ')} ELSE 0 END`;

/** The bits of these classes, or of every class on these sides. */
export function failureClassMask(classes: readonly BounceClass[] = [], sides: readonly BounceSide[] = []) {
  let mask = 0;
  for (const cls of classes) mask |= failureClassBit[cls];
  for (const [cls, side] of Object.entries(bounceClassSide) as [BounceClass, BounceSide][]) {
    if (sides.includes(side)) mask |= failureClassBit[cls];
  }
  return mask;
}
