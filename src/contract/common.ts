import { z } from './zod';

/** ISO 8601 UTC timestamp as the service writes it, e.g. `2026-11-21T05:11:26.000Z`. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A UTC calendar day, `YYYY-MM-DD`, checked to be a real date (no 2026-02-30). */
export const isoDateSchema = z.iso.date();

export const uuidSchema = z.uuid();

/** Positive integer ids, as they arrive in a path segment or a JSON body. */
export const idSchema = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
/**
 * An id as a path segment: canonical decimal only (`42`, never `042`, `4.2e1`, `0x2a`, ` 42` or
 * `42.0`), so one resource has one address and nothing but digits reaches a lookup.
 */
export const idParamSchema = z.pipe(
  z.string().check(
    z.regex(/^[1-9][0-9]{0,15}$/, 'must be a positive whole number in plain decimal digits'),
    z.refine((s) => Number(s) <= Number.MAX_SAFE_INTEGER, 'is too large'),
  ),
  z.transform(Number),
);

/** A UUID path segment, in any letter case, handed on in lower case. */
export const uuidParamSchema = z.pipe(
  z.uuid({ error: 'must be a UUID' }),
  z.transform((s: string) => s.toLowerCase()),
);

/** `{id}` path parameters: the schemas the service validates and the client fills. */
export const idPathParams = z.object({ id: idParamSchema });
export const uuidPathParams = z.object({ id: uuidParamSchema });

/**
 * An email address as the service stores it: trimmed and lower-cased, at most 254 characters
 * (RFC 5321's path limit), and of the ordinary `local@domain.tld` shape.
 */
export const emailSchema = z.pipe(
  z
    .string({ error: 'must be a string' })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'must be at most 254 characters')),
  z.email({ error: 'must be a valid email address' }),
);

export const limitSchema = (max: number, fallback: number) => {
  const error = `must be an integer from 1 to ${max}`;
  return z._default(
    z.coerce
      .number<string | undefined>({ error })
      .check(z.int(error), z.minimum(1, error), z.maximum(max, error)),
    fallback,
  );
};

/** Opaque paging cursor: whatever `next_cursor` said; the service alone knows its shape. */
export const cursorSchema = z.string().check(z.minLength(1), z.maxLength(512));

/** A query parameter of comma-separated values (`a,b`): trimmed, empty ones dropped, duplicates folded. */
export const commaListSchema = <T extends z.ZodMiniType<unknown, string>>(
  item: T,
  min: 0 | 1,
  what: string,
) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((raw) => [
        ...new Set(
          raw
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ),
      ]),
    ),
    z.array(item).check(z.minLength(min, `must name at least one ${what}`)),
  );
