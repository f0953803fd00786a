import type { z } from '../../src/contract/zod';
import type { ErrorDetail } from '../../src/contract';
import { invalid } from './api-error';

/** The value at `path` in what the client sent (zod's issues do not carry it). */
const valueAt = (input: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    input,
  );

const describe = (issues: z.core.$ZodIssue[], where: string, input: unknown): ErrorDetail[] =>
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

/** Parses input with a contract schema; on failure a 400 naming every bad field, nothing else. */
export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' | 'path',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = describe(result.error.issues, where, input);
  const summary = details.map((d) => `${d.field} ${d.message}`).join('; ');
  throw invalid(`Invalid ${where === 'body' ? 'request body' : `${where} parameter`}: ${summary}.`, details);
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would fail at the database
 * (a 500). Refuse it up front, for every endpoint at once. Iterative: a deep body cannot overflow.
 */
export function rejectNulCharacters(input: unknown, where: 'body' | 'query' | 'path') {
  const stack: unknown[] = [input];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        throw invalid(
          `Invalid ${where === 'body' ? 'request body' : `${where} parameter`}: text must not contain NUL (U+0000) characters.`,
          [{ field: where, message: 'must not contain NUL characters' }],
        );
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) stack.push(k, v);
    }
  }
}
