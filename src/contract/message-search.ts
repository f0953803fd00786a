import { z } from './zod';
import { bounceClassListSchema, bounceSideListSchema } from './bounce-filters';
import { mailboxProviders } from './stats';
import {
  idParamSchema,
  timestampSchema,
  commaListSchema,
  cursorSchema,
  emailSchema,
  isoDateSchema,
  limitSchema,
  supportedTimes,
  timeInputSchema,
} from './common';
import { messageEventTypes, messageSchema, messageStatusSchema } from './messages';
import { onFirstUse } from './on-first-use';

/** Substring searches need three characters: fewer match nearly everything and can use no index. */
export const minSearchLength = 3;

const timeBoundError = `must be a UTC day (YYYY-MM-DD) or an ISO 8601 time, from ${supportedTimes.from} to ${supportedTimes.to} (once in UTC)`;
const isTimeBound = (s: string) => isoDateSchema.safeParse(s).success || timeInputSchema.safeParse(s).success;

/**
 * `to` is two things, told apart by shape: an email address is the recipient filter the list had
 * before the activity log (kept, so older clients work), anything else is the end of a time range.
 */
const toSchema = onFirstUse(() =>
  z.string().check(
    z.trim(),
    z.refine(
      (s) => (s.includes('@') ? emailSchema.safeParse(s).success : isTimeBound(s)),
      `${timeBoundError}, or a recipient's email address`,
    ),
    z.describe(
      `The end of a time range (a UTC day, or an ISO 8601 time with Z or an offset; from ${supportedTimes.from} to ${supportedTimes.to} once in UTC), or a recipient's email address`,
    ),
  ),
);

/** The activity log's recipient filter: an address, `@domain`, or a fragment. Clients check with it too. */
export const messageRecipientSchema = onFirstUse(() =>
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, 'must be at most 254 characters'),
    z.refine(
      (s) => (s.startsWith('@') ? /^@[^@\s]+$/.test(s) : s.length >= minSearchLength),
      `must be an address, @domain, or at least ${minSearchLength} characters of one`,
    ),
  ),
);

/** Words of a subject to search for. */
export const messageSubjectSchema = onFirstUse(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(minSearchLength, `must be at least ${minSearchLength} characters`),
      z.maxLength(200, 'must be at most 200 characters'),
    ),
);

/** The activity log's `system` filter values. */
export const messageSystemFilters = ['exclude', 'include', 'only'] as const;

const filterShape = onFirstUse(() => ({
  to: z.optional(toSchema),
  from: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.refine(isTimeBound, timeBoundError),
        z.describe(
          `The start of a time range: a UTC day, or an ISO 8601 time with Z or an offset; from ${supportedTimes.from} to ${supportedTimes.to} once in UTC`,
        ),
      ),
  ),
  status: z.optional(commaListSchema(messageStatusSchema, 1, 'status')),
  event: z.optional(
    commaListSchema(
      z.enum(messageEventTypes, { error: `must be one of: ${messageEventTypes.join(', ')}` }),
      1,
      'event type',
    ),
  ),
  recipient: z.optional(messageRecipientSchema),
  subject: z.optional(messageSubjectSchema),
  domain_id: z.optional(idParamSchema),
  /** Messages with a bounce, deferral or failure of any of these classes, not only the newest (extension). */
  bounce_class: z.optional(bounceClassListSchema),
  /** The same, by whose side can fix it: `sender`, `recipient`, `temporary`, `unknown` (extension). */
  bounce_side: z.optional(bounceSideListSchema),
  /** Messages to these mailbox providers, by the recipient's domain as the statistics map it (extension). */
  provider: z.optional(
    commaListSchema(
      z.enum(mailboxProviders, { error: `must be one of: ${mailboxProviders.join(', ')}` }),
      1,
      'provider',
    ),
  ),
  /** Messages sent with this API key (its id, never its secret); none before keys were recorded. Extension. */
  api_key_id: z.optional(idParamSchema),
  /**
   * Relaydesk's own notices (alert emails sent through this service): left out by default
   * (`exclude`), shown beside the customer's mail (`include`), or alone (`only`). Extension.
   */
  system: z.optional(
    z.enum(messageSystemFilters, { error: `must be one of: ${messageSystemFilters.join(', ')}` }),
  ),
  /** Messages of this stream (extension, issue 56). */
  stream: z.optional(z.enum(['transactional', 'bulk'], { error: 'must be one of: transactional, bulk' })),
  id_prefix: z.optional(
    z.string().check(
      z.trim(),
      z.toLowerCase(),
      z.refine(
        (s) => /^[0-9a-f]{1,32}$/.test(s.replaceAll('-', '')),
        'must be the start of a message ID (hexadecimal digits and dashes)',
      ),
    ),
  ),
}));

const rangeInOrder = (ctx: {
  value: { from?: string | undefined; to?: string | undefined };
  issues: unknown[];
}) => {
  const { from, to } = ctx.value;
  if (from && to && !to.includes('@') && timeStart(from) > timeEnd(to)) {
    ctx.issues.push({ code: 'custom', path: ['from'], message: 'must not be after to', input: from });
  }
};

export const messageListQuerySchema = onFirstUse(() =>
  z
    .object({
      ...filterShape,
      limit: limitSchema(100, 20),
      cursor: z.optional(cursorSchema),
      /** `true`: count every match (a first page's total is otherwise capped), as the suppressions list does. */
      exact_total: z.optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    })
    .check(rangeInOrder),
);
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

/** The export takes the list's filters; it has no page size and no cursor: it is every match. */
export const messageExportQuerySchema = onFirstUse(() => z.object(filterShape).check(rangeInOrder));
/** A query as a client writes it: the contract's own types (arrays, numbers), sent through one serialiser. */
export type MessageExportParams = Partial<z.output<typeof messageExportQuerySchema>>;

/** The export's columns, in order (documented in the README). */
export const messageCsvColumns = [
  'id',
  'created_at',
  'status',
  'to',
  'from',
  'subject',
  'domain',
  'last_event',
  'last_event_at',
  'delivered_at',
  'bounce_class',
  /** Extension (issue 56): `transactional` or `bulk`. */
  'stream',
] as const;
export type MessageListParams = Partial<z.output<typeof messageListQuerySchema>>;

/** The first millisecond a `from` bound includes: a day starts at its midnight (UTC). */
export const timeStart = (bound: string) => Date.parse(bound.length === 10 ? `${bound}T00:00:00Z` : bound);
/** The last millisecond a `to` bound includes: a day runs to its end. */
export const timeEnd = (bound: string) =>
  bound.length === 10 ? Date.parse(`${bound}T00:00:00Z`) + 86_400_000 - 1 : Date.parse(bound);

export const messageListDataSchema = onFirstUse(() =>
  z.object({
    messages: z.array(messageSchema),
    next_cursor: z.nullable(z.string()),
    /**
     * How many messages match, counted only while that is cheap: exact when `total_exact`, otherwise
     * a floor ("more than N"). Absent on a service that does not count.
     */
    total: z.optional(z.number()),
    total_exact: z.optional(z.boolean()),
    /**
     * Extension, on a first page: when the oldest message the service still keeps was created (null
     * when it keeps none), whatever the filters. Older messages are gone (`RETENTION_DAYS`); the
     * statistics keep counting them.
     */
    oldest_at: z.optional(z.nullable(timestampSchema)),
    /**
     * Extension, on a first page: the days since `oldest_at` whose mail the statistics count but
     * whose messages are not kept (say, a history still being written), as ranges of UTC days.
     */
    missing_days: z.optional(z.array(z.object({ from: z.string(), to: z.string() }))),
  }),
);
export type MessageListData = z.infer<typeof messageListDataSchema>;
