import { z } from 'zod';

/** ISO 8601 UTC timestamp as the service writes it, e.g. `2026-11-21T05:11:26.000Z`. */
export const timestampSchema = z.iso.datetime({ offset: true });

/** A UTC calendar day, `YYYY-MM-DD`, checked to be a real date (no 2026-02-30). */
export const isoDateSchema = z.iso.date();

export const uuidSchema = z.uuid();

/** Positive integer ids, as they arrive in a path segment or a JSON body. */
export const idSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idParamSchema = z.coerce.number<string>().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * An email address as the service stores it: trimmed and lower-cased, at most 254 characters
 * (RFC 5321's path limit), and of the ordinary `local@domain.tld` shape.
 */
export const emailSchema = z
  .string({ error: 'must be a string' })
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid email address' }));

export const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number<string | undefined>({ error: `must be an integer from 1 to ${max}` })
    .int(`must be an integer from 1 to ${max}`)
    .min(1, `must be an integer from 1 to ${max}`)
    .max(max, `must be an integer from 1 to ${max}`)
    .default(fallback);

/** Opaque paging cursor: whatever `next_cursor` said; the service alone knows its shape. */
export const cursorSchema = z.string().min(1).max(512);
