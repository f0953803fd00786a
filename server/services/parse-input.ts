import type { z } from '../../src/contract/zod';
import type { DomainErrorDetail } from './errors';
import { Invalid } from './errors';

/** Where the input came from, as the error names it ("Invalid request body: …"). */
export type InputPlace = 'body' | 'query' | 'path';

/** The value at `path` in what the client sent (zod's issues do not carry it). */
const valueAt = (input: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    input,
  );

const describe = (issues: z.core.$ZodIssue[], where: InputPlace, input: unknown): DomainErrorDetail[] =>
  issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown field(s): ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type') {
      const given = valueAt(input, issue.path);
      if (given === undefined) message = 'is required';
      else if (where !== 'body' && typeof given === 'string') {
        // `limit=abc`: say what was wrong with what was sent, not that nothing was sent.
        const expected = /^Invalid input: expected (\w+)/.exec(issue.message)?.[1];
        const rule = expected ? `must be a ${expected}` : message;
        message = `${rule} (got "${given.slice(0, 40)}")`;
      }
    }
    return field ? { field, message } : { field: where, message };
  });

/**
 * Parses raw input with a contract schema; on failure Invalid naming every bad field. Services call
 * it first with what the caller sent (a request body is `body`), so nothing is read or written
 * before the input holds; the HTTP layer uses it for path and query parameters.
 */
export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  where: InputPlace = 'body',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = describe(result.error.issues, where, input);
  const summary = details.map((d) => `${d.field} ${d.message}`).join('; ');
  throw new Invalid(
    `Invalid ${where === 'body' ? 'request body' : `${where} parameter`}: ${summary}.`,
    details,
  );
}
