import type { Queryable } from '../db';

export interface DomainRow {
  id: number;
  name: string;
}

export async function findDomainByName(db: Queryable, name: string | undefined) {
  const [row] = await db.query<DomainRow>('SELECT id, name FROM domains WHERE name = $1', [name]);
  return row;
}

/** The oldest domain: the sender of a message submitted without a `from`. */
export async function firstDomain(db: Queryable) {
  const [row] = await db.query<DomainRow>('SELECT id, name FROM domains ORDER BY id LIMIT 1');
  return row;
}

export const listDomains = (db: Queryable) =>
  db.query<DomainRow>('SELECT id, name FROM domains ORDER BY name');

export async function insertDomain(db: Queryable, name: string) {
  const [row] = await db.query<{ id: number }>('INSERT INTO domains (name) VALUES ($1) RETURNING id', [name]);
  return row!.id;
}
