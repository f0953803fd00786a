import { emailSchema, timeEnd, timeStart, type MessageListQuery } from '../../../src/contract';
import { failureClassMask } from '../failure-class-bits';
import { eventBit } from '../message-event-bits';
import { selectiveLike, type TrigramOdds } from './selective-like';

export type MessageFilters = Omit<MessageListQuery, 'limit' | 'cursor'>;

/** Trigram odds of the columns searched by fragment (message-search-odds.ts samples them). */
export interface SearchOdds {
  recipient?: TrigramOdds | undefined;
  subject?: TrigramOdds | undefined;
}

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The WHERE clause of a filtered view. Each condition is written the way its index is declared
 * (migration 020), so the planner can walk that index newest first and stop after a page.
 */
export function filterClause(f: MessageFilters, params: unknown[], odds: SearchOdds = {}): string {
  const where: string[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const to = f.to?.includes('@') ? undefined : f.to;
  const exactRecipient = f.to?.includes('@') ? f.to : undefined;
  if (exactRecipient) where.push(`to_email = ${p(emailSchema.parse(exactRecipient))}`);
  if (f.recipient) {
    const r = f.recipient;
    if (r.startsWith('@')) where.push(`split_part(to_email, '@', 2) = ${p(r.slice(1))}`);
    else if (emailSchema.safeParse(r).success) where.push(`to_email = ${p(r)}`);
    else where.push(selectiveLike('to_email', 'ILIKE', r, odds.recipient, p));
  }
  if (f.subject) where.push(selectiveLike('lower(subject)', 'LIKE', f.subject, odds.subject, p));
  // One status as `=`: the planner can then walk (domain_id, status, created_at) in order.
  if (f.status?.length === 1) where.push(`status = ${p(f.status[0])}`);
  else if (f.status) where.push(`status = ANY(${p(f.status)}::text[])`);
  if (f.event) {
    where.push(`(${f.event.map((e) => `event_bits & ${eventBit[e]} <> 0`).join(' OR ')})`);
  }
  // Any failure of a class (or side), not only the newest: the failing messages' partial index
  // (migration 034) yields them in the log's order. The mask is a number the service computed.
  // (`class_bits <> 0` spelled out: the planner cannot prove the index's predicate from a bit test.)
  if (f.bounce_class || f.bounce_side) where.push('class_bits <> 0');
  if (f.bounce_class) where.push(`class_bits & ${failureClassMask(f.bounce_class)} <> 0`);
  if (f.bounce_side) where.push(`class_bits & ${failureClassMask([], f.bounce_side)} <> 0`);
  // The statistics' own mapping (migration 024), written as its index declares it (migration 035).
  if (f.provider?.length === 1) where.push(`mailbox_provider(to_email) = ${p(f.provider[0])}`);
  else if (f.provider) where.push(`mailbox_provider(to_email) = ANY(${p(f.provider)}::text[])`);
  if (f.domain_id) where.push(`domain_id = ${p(f.domain_id)}`);
  if (f.api_key_id) where.push(`api_key_id = ${p(f.api_key_id)}`);
  // Bulk spelled as the partial index declares it (migration 054); transactional mail is most of it.
  if (f.stream === 'bulk') where.push(`stream = 'bulk'`);
  else if (f.stream) where.push(`stream = ${p(f.stream)}`);
  if (f.from) where.push(`created_at >= ${p(new Date(timeStart(f.from)).toISOString())}::timestamptz`);
  if (to) where.push(`created_at <= ${p(new Date(timeEnd(to)).toISOString())}::timestamptz`);
  // Relaydesk's own notices are not the customer's mail: left out unless asked for (migration 039).
  if (f.system === 'only') where.push(`origin = 'system'`);
  else if (f.system !== 'include') where.push(`origin = 'customer'`);
  if (f.id_prefix) {
    const hex = f.id_prefix.replaceAll('-', '');
    where.push(
      `id BETWEEN ${p(uuidOf(hex.padEnd(32, '0')))}::uuid AND ${p(uuidOf(hex.padEnd(32, 'f')))}::uuid`,
    );
  }
  return where.join(' AND ') || 'TRUE';
}
