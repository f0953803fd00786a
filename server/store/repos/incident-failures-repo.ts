import type { IncidentFailures } from '../../../src/contract';
import type { Queryable } from '../db';
import { filterClause, type MessageFilters } from './message-filter-sql';

/**
 * The failure classes of the messages an incident's drill-down lists (its window, scope and the
 * events its metric counts), by each message's newest classified failure as the activity log shows
 * it: the top three with their sides, and how many carry a class at all. The same WHERE as the log,
 * so the incident and the messages it links to never disagree.
 */
export async function incidentFailureClasses(
  db: Queryable,
  filters: MessageFilters,
): Promise<IncidentFailures> {
  const params: unknown[] = [];
  const rows = await db.query<{ bounce_class: string; bounce_side: string; n: number; total: number }>(
    `SELECT bounce_class, bounce_side, count(*)::int AS n, (sum(count(*)) OVER ())::int AS total
     FROM messages WHERE ${filterClause(filters, params)} AND bounce_class IS NOT NULL
     GROUP BY bounce_class, bounce_side ORDER BY n DESC, bounce_class LIMIT 3`,
    params,
  );
  return {
    classified: rows[0]?.total ?? 0,
    classes: rows.map((r) => ({ class: r.bounce_class, side: r.bounce_side, count: r.n })),
  };
}
