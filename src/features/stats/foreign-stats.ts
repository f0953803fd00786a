/**
 * Reading statistics in a shape we did not decide: every number of the overview (nested keys
 * joined with dots), and the per-day array, found by its date field, with its numeric series.
 */
export function numericFields(value: unknown, prefix = ''): { name: string; value: number }[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [{ name: prefix || 'value', value }];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    numericFields(v, prefix ? `${prefix}.${k}` : k),
  );
}

const dateLike = /^\d{4}-\d{2}-\d{2}/;

export interface ForeignDays {
  dateField: string;
  series: string[];
  rows: Record<string, unknown>[];
}

/** The first array (anywhere in `data`) whose objects carry a date-like field. */
export function findDays(value: unknown, depth = 0): ForeignDays | null {
  if (depth > 4 || !value || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    const rows = value.filter(
      (r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r),
    );
    const first = rows[0];
    const dateField =
      first && Object.keys(first).find((k) => typeof first[k] === 'string' && dateLike.test(first[k]));
    if (!dateField) return null;
    const series = [...new Set(rows.flatMap((r) => numericFields(r).map((f) => f.name)))];
    return { dateField, series, rows };
  }
  for (const v of Object.values(value as Record<string, unknown>)) {
    const found = findDays(v, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A row's value for a dotted series name. */
export const seriesValue = (row: Record<string, unknown>, name: string): number | null => {
  const found = numericFields(row).find((f) => f.name === name);
  return found ? found.value : null;
};
