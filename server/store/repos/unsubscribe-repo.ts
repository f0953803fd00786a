import type { Queryable } from '../db';

export interface UnsubscribeTokenRow {
  message_id: string;
  address: string;
  domain_id: number | null;
}

/** Stores a bulk message's token (by its hash only), in the message's transaction. */
export async function insertUnsubscribeToken(
  tx: Queryable,
  t: { hash: Buffer; messageId: string; address: string; domainId: number | null; at: Date },
) {
  await tx.query(
    `INSERT INTO unsubscribe_tokens (token_hash, message_id, address, domain_id, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [t.hash, t.messageId, t.address, t.domainId, t.at],
  );
}

export async function findUnsubscribeToken(db: Queryable, hash: Buffer) {
  const [row] = await db.query<UnsubscribeTokenRow>(
    'SELECT message_id, address, domain_id FROM unsubscribe_tokens WHERE token_hash = $1',
    [hash],
  );
  return row ? { ...row, domain_id: row.domain_id === null ? null : Number(row.domain_id) } : null;
}

/** The request that changed something: asked for at `requestedAt`, suppressed at `suppressedAt`. */
export async function insertUnsubscribeRequest(
  tx: Queryable,
  r: {
    messageId: string;
    address: string;
    domainId: number | null;
    requestedAt: Date;
    suppressedAt: Date;
    via: 'one_click' | 'page' | 'mailto';
  },
) {
  await tx.query(
    `INSERT INTO unsubscribe_requests (message_id, address, domain_id, requested_at, suppressed_at, via)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [r.messageId, r.address, r.domainId, r.requestedAt, r.suppressedAt, r.via],
  );
}
