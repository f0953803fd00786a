import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { migrate } from '../migrate';
import { freshDb } from '../../test/harness';
import { filterClause, type MessageFilters } from './message-filter-sql';
import { innerTrigrams, selectiveLike, trigramOdds } from './selective-like';

describe('selectiveLike', () => {
  const bind = () => {
    const params: unknown[] = [];
    return { params, p: (v: unknown) => `$${params.push(v)}` };
  };
  const odds = new Map([
    ...['cus', 'ust', 'sto', 'tom', 'ome', 'mer'].map((t) => [t, 1] as const),
    ['er3', 0.1],
    ['r31', 0.02],
    ['314', 0.004],
    ['141', 0.003],
  ]);

  it('takes the trigrams pg_trgm indexes for %fragment%: inside runs of letters and digits', () => {
    expect(innerTrigrams('Order #24')).toEqual(['ord', 'rde', 'der']);
    expect(innerTrigrams('ab')).toEqual([]);
  });

  it('asks the index for the rarest trigrams only, and checks the whole fragment on what they find', () => {
    const { params, p } = bind();
    expect(selectiveLike('to_email', 'ILIKE', 'customer3141', odds, p)).toBe(
      "to_email ILIKE $1 AND to_email ILIKE $2 AND to_email ILIKE $3 AND (to_email || '') ILIKE $4",
    );
    expect(params).toEqual(['%141%', '%314%', '%r31%', '%customer3141%']);
  });

  it('walks the rows when every trigram is everywhere, and is the plain pattern without odds', () => {
    const everywhere = bind();
    expect(selectiveLike('to_email', 'ILIKE', 'customer', odds, everywhere.p)).toBe(
      "(to_email || '') ILIKE $1",
    );
    const plain = bind();
    expect(selectiveLike('to_email', 'ILIKE', 'customer3141', undefined, plain.p)).toBe('to_email ILIKE $1');
    expect(plain.params).toEqual(['%customer3141%']);
  });
});

describe('activity search by fragment on a repetitive column', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDb());
    await migrate(db);
    await db.query(
      `INSERT INTO messages (id, to_email, from_email, subject, status, created_at, scenario)
       SELECT md5('m' || i)::uuid, 'customer' || (i % 1500) || '@' || (ARRAY['gmail.com','yahoo.com'])[1 + i % 2],
              'n@example.com', 'Your order #' || (100000 + i), 'delivered', now() - i * interval '1 minute', 'deliver'
       FROM generate_series(1, 3000) AS i`,
    );
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const ids = async (f: MessageFilters, withOdds: boolean) => {
    const params: unknown[] = [];
    const odds = withOdds
      ? {
          recipient: await trigramOdds(db, 'messages', 'lower(to_email)', 0),
          subject: await trigramOdds(db, 'messages', 'lower(subject)', 0),
        }
      : {};
    const where = filterClause(f, params, odds);
    const rows = await db.query<{ id: string }>(
      `SELECT id FROM messages WHERE ${where} ORDER BY created_at DESC, id DESC`,
      params,
    );
    return rows.map((r) => r.id);
  };

  it('finds exactly what the plain pattern finds, for rare, common and absent fragments', async () => {
    const odds = await trigramOdds(db, 'messages', 'lower(to_email)', 0);
    expect(odds?.get('cus')).toBe(1);
    for (const f of [
      { recipient: 'customer314' },
      { recipient: 'CUSTOMER14' },
      { recipient: 'customer' },
      { recipient: 'mer99@yah' },
      { recipient: 'nobody-here' },
      { subject: 'order #1024' },
      { subject: 'order' },
      { subject: '#10299' },
      { recipient: 'ustomer7', subject: 'order #1' },
    ]) {
      const plain = await ids(f, false);
      expect(await ids(f, true), JSON.stringify(f)).toEqual(plain);
    }
    expect(await ids({ recipient: 'customer31' }, true)).toHaveLength(2 * 11);
  });

  it('samples nothing below the row threshold', async () => {
    expect(await trigramOdds(db, 'messages', 'lower(to_email)')).toBeUndefined();
  });
});
