import { z } from '../../src/contract/zod';
import { idParamSchema, uuidSchema } from '../../src/contract';
import type { ErrorDetail } from '../../src/contract';
import { invalid } from './api-error';

const describe = (issues: z.core.$ZodIssue[], where: string): ErrorDetail[] =>
  issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') message = `unknown field(s): ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_type' && issue.input === undefined) message = 'is required';
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
  const details = describe(result.error.issues, where);
  const summary = details.map((d) => `${d.field} ${d.message}`).join('; ');
  throw invalid(`Invalid ${where === 'body' ? 'request body' : `${where} parameter`}: ${summary}.`, details);
}

const idParams = z.object({ id: idParamSchema });
const lowerCaseUuid = z.pipe(
  uuidSchema,
  z.transform((s) => s.toLowerCase()),
);
const uuidParams = z.object({ id: lowerCaseUuid });

/** `{id}` path segments: a 400 naming `id` when malformed, before any lookup. */
export const pathId = (params: Record<string, string>) => parseInput(idParams, params, 'path').id;
export const pathUuid = (params: Record<string, string>) => parseInput(uuidParams, params, 'path').id;

/** A UUID path segment other than `id`, e.g. `{delivery_id}`. */
export const pathUuidParam = (params: Record<string, string>, name: string) =>
  parseInput(z.object({ [name]: lowerCaseUuid }), params, 'path')[name] as string;

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
