import { z } from 'zod';

/**
 * Parses `data` with a contract schema and keeps the object exactly as it arrived next to it, for
 * the "raw JSON" view. Issues keep their own paths, so a broken field is still named
 * (`data.message.status`) in the client's error.
 */
export const withRaw = <T extends z.ZodType>(schema: T) =>
  z.unknown().transform((raw, ctx) => {
    const result = schema.safeParse(raw);
    if (result.success) return { raw, parsed: result.data as z.output<T> };
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: raw });
    }
    return z.NEVER;
  });
