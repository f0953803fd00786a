import { isApiError } from '@/lib/api-error';

/** A problem found at a contract path: a zod issue, or a detail of the service's 400. */
export interface PathProblem {
  path: readonly PropertyKey[];
  message: string;
}

/** Where a form shows a body's problems, and in what words. */
export interface ProblemPlacing<V> {
  /**
   * The field a contract path is shown at, given the body the values stood for (`channels.1.url`
   * may belong to the Slack field); null keeps it off the fields. Default: the path's first part,
   * when it names a field.
   */
  fieldOf?: (path: readonly PropertyKey[], body: unknown) => FieldName<V> | null;
  /** The words shown for a problem at a field. Default: the message as a sentence. */
  describe?: (field: FieldName<V>, message: string, values: V) => string;
}

export type FieldName<V> = keyof V & string;
export type FieldProblems<V> = Partial<Record<FieldName<V>, string>>;

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}${s.endsWith('.') ? '' : '.'}`;

/** `channels.1.url` as the path a zod issue would carry: `['channels', 1, 'url']`. */
export const pathOfField = (field: string | undefined): PropertyKey[] =>
  (field ?? '').split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** A 400's `details` as path problems; null for any other failure (or none). */
export function serviceProblems(error: unknown): PathProblem[] | null {
  if (!isApiError(error) || error.status !== 400) return null;
  return error.details.map((d) => ({ path: pathOfField(d.field), message: d.message }));
}

/**
 * The one mapping from problems to fields, for the client's own check (zod issues) and the
 * service's 400 alike: each at the field its path names, the first problem of a field kept.
 * `unplaced` is what no field shows (as sentences), for the form's own error.
 */
export function placeProblems<V extends object>(
  problems: readonly PathProblem[],
  values: V,
  body: unknown,
  { fieldOf, describe }: ProblemPlacing<V>,
): { fields: FieldProblems<V>; unplaced: string[] } {
  const fields: FieldProblems<V> = {};
  const unplaced: string[] = [];
  for (const { path, message } of problems) {
    const head = path[0];
    const field = fieldOf
      ? fieldOf(path, body)
      : typeof head === 'string' && head in values
        ? (head as FieldName<V>)
        : null;
    if (field === null) unplaced.push(sentence(message));
    else fields[field] ??= describe ? describe(field, message, values) : sentence(message);
  }
  return { fields, unplaced };
}
