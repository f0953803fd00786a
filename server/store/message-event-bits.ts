/**
 * The bit each event type sets in `messages.event_bits` (migration 020 keeps them with a trigger);
 * the activity log's event filter tests the same bits. Shared by that migration and the queries, so
 * it lives outside both: changing a value would need a new migration that rewrites the column.
 */
export const eventBit = {
  queued: 1,
  sent: 2,
  delivered: 4,
  deferred: 8,
  bounced: 16,
  complained: 32,
  opened: 64,
  clicked: 128,
  failed: 256,
} as const;
