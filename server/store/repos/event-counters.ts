import {
  normaliseSmtpReply,
  statCounters,
  type BounceClass,
  type MessageEventType,
  type MessageStream,
  type StatCounter,
} from '../../../src/contract';
import type { Queryable } from '../db';
import { classifyEvent } from './event-classification';

/**
 * The one place that knows how an event changes the derived counter tables (`daily_stats`,
 * `daily_provider_stats`, the failures' `daily_bounce_*` tables, and the alerts' 5-minute
 * `alert_buckets`, `alert_key_buckets`). Every writer goes through it: the live path applies each event's deltas
 * in that event's transaction; the demo seed and the bench are the bulk path (`CounterTally`), which
 * sums the deltas of many events and applies them a batch at a time with the same statement. A new
 * counter is taught in `eventCounterDeltas`; a new counter table is one more entry in `counterTables`.
 */

/** What the counters see: a message accepted, or one of its delivery events. */
export interface CountedEvent {
  type: MessageEventType | 'accepted';
  at: Date;
  /** The sending domain; null for none (stored as 0). */
  domainId: number | null;
  /** The recipient's address. */
  to: string;
  attrs?: Record<string, unknown> | undefined;
  /** The reply's class when the caller already classified it (the live path); else classified here. */
  bounceClass?: BounceClass | null | undefined;
  /** The key that sent the message, on `accepted` (a key's volume alerts); absent for none. */
  apiKeyId?: number | null | undefined;
  /** The message's stream (issue 56); transactional when absent. */
  stream?: MessageStream | undefined;
}

/** Alerts read 5-minute buckets of at most this age (a 30-day preview, a 7-day key baseline). */
export const bucketMinutes = 5;
export const bucketHorizonDays = 35;
const bucketMs = bucketMinutes * 60_000;
/** The start of the 5-minute bucket holding `at`. */
export const bucketOf = (at: Date) => new Date(Math.floor(at.getTime() / bucketMs) * bucketMs);

/**
 * Adds `n` on the rows of this UTC day, sending domain (0: none), stream and recipient domain: to a
 * statistics counter, or (`bounce`) to the failures of one class with one normalised reply.
 */
export type CounterDelta = {
  day: string;
  /** The 5-minute bucket (ISO), or null for an event older than the alerts' horizon (bulk loads). */
  bucket: string | null;
  domainId: number;
  recipientDomain: string;
  apiKeyId: number;
  stream: MessageStream;
  n: number;
} & ({ counter: StatCounter } | { counter: 'bounce'; bounceClass: BounceClass; reply: string });

/** Every field of a delta but `n`: deltas with equal keys add up. */
const keyOf = (d: CounterDelta) =>
  `${d.day}|${d.bucket}|${d.domainId}|${d.recipientDomain}|${d.apiKeyId}|${d.stream}|${d.counter}` +
  (d.counter === 'bounce' ? `|${d.bounceClass}|${d.reply}` : '');

/** The statistics counter an event adds to, if any. */
export function counterFor(event: string, attrs: Record<string, unknown> = {}): StatCounter | null {
  switch (event) {
    case 'accepted':
    case 'delivered':
    case 'deferred':
    case 'failed':
    case 'complained':
    case 'opened':
    case 'clicked':
      return event;
    case 'bounced':
      return attrs.bounce_type === 'hard' ? 'hard_bounced' : 'soft_bounced';
    default:
      return null;
  }
}

/** What one event adds to the counters. Pure: the live path and the bulk path both call it. */
export function eventCounterDeltas(e: CountedEvent): CounterDelta[] {
  const counter = counterFor(e.type, e.attrs);
  if (!counter) return [];
  const key = {
    day: e.at.toISOString().slice(0, 10),
    bucket:
      e.at.getTime() > Date.now() - bucketHorizonDays * 86_400_000 ? bucketOf(e.at).toISOString() : null,
    domainId: e.domainId ?? 0,
    apiKeyId: e.apiKeyId ?? 0,
    stream: e.stream ?? 'transactional',
    // split_part(to, '@', 2), as `mailbox_provider` reads it (and lowercases it, in SQL's own way).
    recipientDomain: e.to.split('@')[1] ?? '',
    n: 1,
  };
  const deltas: CounterDelta[] = [{ ...key, counter }];
  // A failure counts under its reply's class, as stored on the event: one without a reply has no
  // class there either, so the statistics and the activity log's class filter find the same events.
  const bounceClass =
    e.bounceClass !== undefined ? e.bounceClass : (classifyEvent(e.type, e.attrs ?? {})?.class ?? null);
  const reply = e.attrs?.smtp_response;
  if (bounceClass && typeof reply === 'string')
    deltas.push({ ...key, counter: 'bounce', bounceClass, reply: normaliseSmtpReply(reply) });
  return deltas;
}

export type Table = { table: string; key: Record<string, string> };
/** The derived counter tables and each one's key, as SQL over a delta row. */
const counterTables: Table[] = [
  { table: 'daily_stats', key: { day: 'day', domain_id: 'domain_id', stream: 'stream' } },
  {
    table: 'daily_provider_stats',
    key: {
      day: 'day',
      domain_id: 'domain_id',
      provider: "mailbox_provider('x@' || recipient_domain)",
      stream: 'stream',
    },
  },
];
/**
 * The failures per class and normalised reply (migration 029): one table per way `/stats/bounces`
 * groups, so each grouping reads only rows of its own grain.
 */
const bounce = { day: 'day', domain_id: 'domain_id', bounce_class: 'bounce_class', reply: 'reply' };
export const bounceTables: Table[] = [
  { table: 'daily_bounce_stats', key: bounce },
  {
    table: 'daily_bounce_provider_stats',
    key: { ...bounce, provider: "mailbox_provider('x@' || recipient_domain)" },
  },
  { table: 'daily_bounce_domain_stats', key: { ...bounce, recipient_domain: 'lower(recipient_domain)' } },
];

/** The counters the alerts' buckets keep (opens and clicks alert nothing). */
export const bucketCounters = [
  'accepted',
  'delivered',
  'deferred',
  'hard_bounced',
  'soft_bounced',
  'failed',
  'complained',
] as const satisfies readonly StatCounter[];
const bucketTable: Table = {
  table: 'alert_buckets',
  key: {
    bucket: 'bucket',
    domain_id: 'domain_id',
    provider: "mailbox_provider('x@' || recipient_domain)",
  },
};
const keyBucketTable: Table = {
  table: 'alert_key_buckets',
  key: { bucket: 'bucket', api_key_id: 'api_key_id' },
};

const upsert = ({ table, key }: Table, columns: string[], sums: string[], where: string) => {
  const keys = Object.keys(key);
  return `INSERT INTO ${table} AS t (${[...keys, ...columns].join(', ')})
      SELECT ${[...Object.values(key), ...sums].join(', ')} FROM deltas WHERE ${where}
      GROUP BY ${keys.map((_, i) => i + 1).join(', ')}
      ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${columns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
};

/**
 * The statement that adds deltas of these counters (and, with `bounces`, the failures) to every
 * table. It names only the counters a batch touches (one or two, for an event of the live path),
 * which keeps the per-event statement small to plan. Table, column and counter names are constants
 * here, never input.
 */
function applySql(counters: readonly StatCounter[], bounces: boolean) {
  const sum = (c: StatCounter) => `COALESCE(sum(n) FILTER (WHERE counter = '${c}'), 0)::int`;
  const bucketed = counters.filter((c) => (bucketCounters as readonly StatCounter[]).includes(c));
  const [main, ...alongside] = [
    ...(counters.length
      ? counterTables.map((t) => upsert(t, [...counters], counters.map(sum), "counter <> 'bounce'"))
      : []),
    ...(bucketed.length
      ? [upsert(bucketTable, bucketed, bucketed.map(sum), "counter <> 'bounce' AND bucket IS NOT NULL")]
      : []),
    ...(counters.includes('accepted')
      ? [
          upsert(
            keyBucketTable,
            ['accepted'],
            ['sum(n)::int'],
            "counter = 'accepted' AND bucket IS NOT NULL AND api_key_id <> 0",
          ),
        ]
      : []),
    ...(bounces ? bounceTables.map((t) => upsert(t, ['n'], ['sum(n)::int'], "counter = 'bounce'")) : []),
  ];
  return `WITH deltas AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb)
        AS x(day date, bucket timestamptz, domain_id bigint, recipient_domain text, api_key_id bigint,
             stream text, counter text, bounce_class text, reply text, n int)
    )${alongside.map((sql, i) => `, t${i} AS (${sql})`).join('')}
    ${main}`;
}
const statements = new Map<string, string>();

/**
 * Adds the deltas to every counter table in one statement (a round trip per event on the live path).
 * Deltas may repeat a key: each table sums them first, so a batch of any size is one upsert per row.
 */
export async function applyEventCounters(tx: Queryable, deltas: readonly CounterDelta[]) {
  if (!deltas.length) return;
  const touched = new Set<string>(deltas.map((d) => d.counter));
  const counters = statCounters.filter((c) => touched.has(c));
  const bounces = touched.has('bounce');
  const name = `${counters.join(',')}${bounces ? '+bounce' : ''}`;
  let sql = statements.get(name);
  if (!sql) statements.set(name, (sql = applySql(counters, bounces)));
  const rows = deltas.map((d) => ({
    day: d.day,
    bucket: d.bucket,
    domain_id: d.domainId,
    recipient_domain: d.recipientDomain,
    api_key_id: d.apiKeyId,
    stream: d.stream,
    counter: d.counter,
    bounce_class: d.counter === 'bounce' ? d.bounceClass : null,
    reply: d.counter === 'bounce' ? d.reply : null,
    n: d.n,
  }));
  // One of a few fixed texts, run for every event: planned once per connection.
  await tx.query(sql, [JSON.stringify(rows)], { prepared: true });
}

/**
 * The bulk path (demo seed, bench): events are added one at a time (or `times` alike at once) and
 * summed in memory, and `flush` applies the sums with `applyEventCounters`. The tables end up
 * exactly as the live path leaves them after recording the same events one by one.
 */
export class CounterTally {
  private readonly sums = new Map<string, CounterDelta>();

  add(event: CountedEvent, times = 1) {
    for (const d of eventCounterDeltas(event)) {
      const key = keyOf(d);
      const sum = this.sums.get(key);
      if (sum) sum.n += d.n * times;
      else this.sums.set(key, { ...d, n: d.n * times });
    }
  }

  /** Applies what was added since the last flush (in the caller's transaction) and starts over. */
  async flush(tx: Queryable) {
    const deltas = [...this.sums.values()];
    this.sums.clear();
    await applyEventCounters(tx, deltas);
  }
}
