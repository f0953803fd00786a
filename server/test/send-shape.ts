import type { Queryable } from '../store/db';

/**
 * The columns and table the SEND lane's migration 054 creates (issue 56), exactly as agreed, made
 * here only where a store lacks them: the checklist's tests run before that migration is merged, and
 * once it is this changes nothing (every statement is IF NOT EXISTS).
 */
export async function ensureSendShape(db: Queryable) {
  await db.query(
    `ALTER TABLE messages
       ADD COLUMN IF NOT EXISTS stream text NOT NULL DEFAULT 'transactional'
         CHECK (stream IN ('transactional','bulk')),
       ADD COLUMN IF NOT EXISTS headers jsonb NOT NULL DEFAULT '[]'`,
  );
  await db.query(
    `CREATE TABLE IF NOT EXISTS unsubscribe_requests (
       id bigserial PRIMARY KEY,
       message_id uuid NULL,
       address text NOT NULL,
       domain_id bigint NULL,
       requested_at timestamptz(3) NOT NULL,
       suppressed_at timestamptz(3) NULL,
       via text NOT NULL CHECK (via IN ('one_click','page','mailto'))
     )`,
  );
}
