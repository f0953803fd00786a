import { invalid } from './api-error';

// Path and query parameters are parsed as services parse their own input: one wording of errors.
export { parseInput } from '../services/parse-input';

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
