import pg from 'pg';
import type { Db, Queryable } from './db';

// bigint (int8) columns come back as strings by default; ids and counts here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openPostgres(url: string): Promise<Db> {
  // Every session in UTC: days and timestamps mean the same whatever the server's own zone.
  const given = new URL(url).searchParams.get('options');
  const options = [given, '-c TimeZone=UTC'].filter(Boolean).join(' ');
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // Fail at start, not on the first request, when the server cannot be reached.
  await pool.query('select 1');
  const query = async <T>(sql: string, params?: readonly unknown[]) =>
    (await pool.query(sql, params as unknown[])).rows as T[];
  return {
    engine: 'postgres',
    query,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Queryable = {
          query: async <T>(sql: string, params?: readonly unknown[]) =>
            (await client.query(sql, params as unknown[])).rows as T[],
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
