import { z } from '@/contract/zod';

/**
 * Parses `data` with a contract schema and keeps the object exactly as it arrived next to it, for
 * the "raw JSON" view. Issues keep their own paths, so a broken field is still named
 * (`data.message.status`) in the client's error.
 */
export const withRaw = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.unknown(),
    z.transform((raw, ctx) => {
      const result = schema.safeParse(raw);
      if (result.success) return { raw, parsed: result.data as z.output<T> };
      for (const issue of result.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: raw });
      }
      return z.NEVER;
    }),
  );
