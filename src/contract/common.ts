import { z } from './zod';
import { onFirstUse } from './on-first-use';

/**
 * The instants the API accepts, in UTC: from the Unix epoch to the last millisecond ISO 8601's four-digit
 * years can write. PostgreSQL's timestamptz and JavaScript's Date both hold all of them; beyond them a
 * time would only fail in the database (year 0, which PostgreSQL has none of, or `9999-12-31T23:59:59-01:00`,
 * which is year 10000 in UTC): a 500 instead of a 400.
 */
export const supportedTimes = {
  from: '1970-01-01T00:00:00Z',
  to: '9999-12-31T23:59:59.999Z',
} as const;
const supportedMs = { from: Date.parse(supportedTimes.from), to: Date.parse(supportedTimes.to) };
const supportedDays = { from: supportedTimes.from.slice(0, 10), to: supportedTimes.to.slice(0, 10) };
/** How a time outside `supportedTimes` is refused, and how its parameters are described. */
export const timeRangeError = `must be from ${supportedTimes.from} to ${supportedTimes.to} (once in UTC)`;

/** A control character a header or a chat line cannot carry (a tab is white space, and allowed). */
const isControl = (c: string) => c !== '\t' && /\p{Cc}/u.test(c);

/** Text that becomes a mail header or a chat line (a subject, a rule's name): one line, no controls. */
export const oneLineCheck = () =>
  z.refine<string>((s) => ![...s].some(isControl), 'must be one line: no line breaks or control characters');

/** ISO 8601 UTC timestamp as the service writes it, e.g. `2026-11-21T05:11:26.000Z`. */
export const timestampSchema = onFirstUse(() => z.iso.datetime({ offset: true }));

/**
 * A time a client sends: ISO 8601 with `Z` or any offset (`-23:59` too), inside `supportedTimes` once in
 * UTC, handed on as that instant in UTC to the millisecond (`…Z`). The store never sees an offset, so
 * PostgreSQL's own limit on them (±15:59) does not apply. Responses keep `timestampSchema`: a reader
 * takes whatever a service wrote.
 */
export const timeInputSchema = onFirstUse(() =>
  z.pipe(
    z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time such as 2026-05-01T09:00:00Z' }).check(
      z.refine((s) => {
        const ms = Date.parse(s);
        // An unreadable text has its own message above; only a readable one is out of range.
        return Number.isNaN(ms) || (ms >= supportedMs.from && ms <= supportedMs.to);
      }, timeRangeError),
      z.describe(
        `ISO 8601 time, with Z or an offset; from ${supportedTimes.from} to ${supportedTimes.to} once converted to UTC`,
      ),
    ),
    z.transform((s) => new Date(s).toISOString()),
  ),
);

/**
 * A UTC calendar day, `YYYY-MM-DD`, checked to be a real date (no 2026-02-30) and to be a day of
 * `supportedTimes` (1970 to 9999).
 */
export const isoDateSchema = onFirstUse(() =>
  z.iso.date().check(
    // Four digits then a dash: a text that is no day at all has its own message.
    z.refine(
      (s) => !/^\d{4}-/.test(s) || s >= supportedDays.from,
      `must be a day from ${supportedDays.from} to ${supportedDays.to}`,
    ),
    z.describe(`A UTC day, YYYY-MM-DD, from ${supportedDays.from} to ${supportedDays.to}`),
  ),
);

/**
 * Any well-formed UUID (RFC 9562's 8-4-4-4-12 hexadecimal text), of any version or variant and in
 * either letter case: ids are stored as PostgreSQL `uuid`, which takes them all.
 */
export const uuidSchema = onFirstUse(() => z.guid({ error: 'must be a UUID' }));

/** Positive integer ids, as they arrive in a path segment or a JSON body. */
export const idSchema = onFirstUse(() =>
  z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
);
/**
 * The one rule for a whole number in a URL, every query and path parameter alike: plain decimal
 * digits only (`42`, never `042`, `+42`, `-0`, `4.2e1`, `0x2a`, ` 42` or `42.0`), from `min` to
 * `max`. One value has one spelling, and nothing but digits reaches a lookup or a LIMIT.
 */
export const integerParamSchema = (min: 0 | 1, max: number = Number.MAX_SAFE_INTEGER) => {
  const range = max === Number.MAX_SAFE_INTEGER ? `from ${min}` : `from ${min} to ${max}`;
  // Names what was sent, as a query or path parameter's other faults do (`limit=abc`).
  const error = (issue: { input?: unknown }) =>
    `must be a whole number ${range}, in plain decimal digits (got "${String(issue.input).slice(0, 40)}")`;
  const digits = `[0-9]{0,${String(max).length - 1}}`;
  const pattern = new RegExp(min === 0 ? `^(0|[1-9]${digits})$` : `^[1-9]${digits}$`);
  return z
    .pipe(
      z.string({ error }).check(
        z.regex(pattern, { error }),
        z.refine((s) => Number(s) <= max, { error }),
      ),
      z.transform(Number),
    )
    .check(
      // The document shows what the parameter is (an integer and its range), not how text is read.
      z.meta({ type: 'integer', minimum: min, maximum: max, pattern: undefined } as Record<string, unknown>),
      z.describe(`A whole number ${range}, in plain decimal digits (no sign, exponent or leading zero)`),
    );
};

/** An id as a path segment (or a query parameter naming one): see `integerParamSchema`. */
export const idParamSchema = onFirstUse(() => integerParamSchema(1));

/** A UUID path segment, in any letter case, handed on in lower case. */
export const uuidParamSchema = onFirstUse(() =>
  z.pipe(
    uuidSchema,
    z.transform((s: string) => s.toLowerCase()),
  ),
);

/** `{id}` path parameters: the schemas the service validates and the client fills. */
export const idPathParams = onFirstUse(() => z.object({ id: idParamSchema }));
export const uuidPathParams = onFirstUse(() => z.object({ id: uuidParamSchema }));

/** RFC 5321 (4.5.3.1.1): a local part holds at most 64 octets. */
/**
 * A count as people read it, 2250 → "2,250", without building a formatter: the service's own text
 * (alert notifications) and formatAlertValue. The console's formatNumber (src/lib/format.ts) groups
 * the same way, kept apart so the first load does not take the contract's module in.
 */
export const formatCount = (n: number) =>
  Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');

export const localPartLimit = 64;
export const localPartError = `must have at most ${localPartLimit} characters before the @`;
const localPartFits = (address: string) =>
  new TextEncoder().encode(address.slice(0, address.lastIndexOf('@'))).length <= localPartLimit;

/**
 * An email address as the service stores it: trimmed and lower-cased, at most 254 characters
 * (RFC 5321's path limit) with at most 64 before the @ (its local-part limit), and of the ordinary
 * `local@domain.tld` shape. Service and dashboard both check with it.
 */
export const emailSchema = onFirstUse(() =>
  z.pipe(
    z
      .string({ error: 'must be a string' })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'must be at most 254 characters')),
    z.email({ error: 'must be a valid email address' }).check(z.refine(localPartFits, localPartError)),
  ),
);

export const limitSchema = (max: number, fallback: number) =>
  z._default(integerParamSchema(1, max), fallback);

/** Opaque paging cursor: whatever `next_cursor` said; the service alone knows its shape. */
export const cursorSchema = onFirstUse(() => z.string().check(z.minLength(1), z.maxLength(512)));

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
