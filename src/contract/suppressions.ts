import { z } from './zod';
import { bounceClassListSchema, bounceSideListSchema } from './bounce-filters';
import {
  commaListSchema,
  cursorSchema,
  emailSchema,
  idSchema,
  limitSchema,
  timeInputSchema,
  timestampSchema,
  uuidSchema,
} from './common';
import { bounceClassificationSchema } from './bounces';
import { onFirstUse } from './on-first-use';

export const suppressionReasons = ['manual', 'hard_bounce', 'complaint', 'unsubscribe'] as const;
export const suppressionReasonSchema = onFirstUse(() =>
  z.enum(suppressionReasons, {
    error: `must be one of: ${suppressionReasons.join(', ')}`,
  }),
);
export type SuppressionReason = z.infer<typeof suppressionReasonSchema>;

export const suppressionSourceTypes = ['automatic', 'api', 'import', 'dashboard'] as const;

/**
 * Extension: where a suppression came from. `automatic` carries the causing message and its SMTP text;
 * `api` and `dashboard` the key's name; `import` the key's name, the file, its row and (when the
 * original date was kept) the import's own date.
 */
export const suppressionSourceSchema = onFirstUse(() =>
  z.object({
    type: z.enum(suppressionSourceTypes, { error: `must be one of: ${suppressionSourceTypes.join(', ')}` }),
    message_id: z.optional(z.nullable(z.string().check(z.maxLength(64, 'must be at most 64 characters')))),
    smtp_response: z.optional(
      z.nullable(z.string().check(z.maxLength(1000, 'must be at most 1000 characters'))),
    ),
    key_name: z.optional(z.nullable(z.string().check(z.maxLength(200, 'must be at most 200 characters')))),
    file: z.optional(z.nullable(z.string().check(z.maxLength(500, 'must be at most 500 characters')))),
    row: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
    /**
     * When an import that kept the original date (`created_at`) wrote the row: then `created_at` is
     * when the address was first suppressed elsewhere, and this is when it arrived here.
     */
    imported_at: z.optional(z.nullable(timestampSchema)),
    /**
     * Extension, on `automatic` rows: the causing reply classified (why, whose side). Read from the
     * answer only; another service's own field of that name, in another shape, reads as absent.
     */
    classification: z.optional(z.catch(z.optional(z.nullable(bounceClassificationSchema)), undefined)),
  }),
);
export type SuppressionSource = z.infer<typeof suppressionSourceSchema>;

/**
 * A source as a client sends it: the causing message is a UUID (it is stored as one) and an import's
 * own date is a time the API accepts. Answers keep the looser shape above: a reader takes what it gets.
 */
export const suppressionSourceInputSchema = onFirstUse(() =>
  z.extend(z.omit(suppressionSourceSchema, { classification: true }), {
    message_id: z.optional(z.nullable(uuidSchema)),
    imported_at: z.optional(z.nullable(timeInputSchema)),
  }),
);

export const suppressionSchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    email: z.string(),
    reason: suppressionReasonSchema,
    created_at: timestampSchema,
    /** Extension: absent on a service that does not record origins. */
    source: z.optional(z.nullable(suppressionSourceSchema)),
  }),
);
export type Suppression = z.infer<typeof suppressionSchema>;

export const suppressionOrders = ['created_at_desc', 'created_at_asc', 'email_asc'] as const;
export const suppressionOrderSchema = onFirstUse(() =>
  z.enum(suppressionOrders, {
    error: `must be one of: ${suppressionOrders.join(', ')}`,
  }),
);
export type SuppressionOrder = z.infer<typeof suppressionOrderSchema>;

/** `reason=hard_bounce,complaint`: a comma list, each a known reason, duplicates folded. */
const reasonListSchema = onFirstUse(() => commaListSchema(suppressionReasonSchema, 1, 'reason'));

export const suppressionListQuerySchema = onFirstUse(() =>
  z.object({
    limit: limitSchema(1000, 50),
    cursor: z.optional(cursorSchema),
    q: z.optional(z.string().check(z.trim(), z.maxLength(254, 'must be at most 254 characters'))),
    reason: z.optional(reasonListSchema),
    order: z._default(suppressionOrderSchema, 'created_at_desc'),
    /** Extension: automatic suppressions whose causing reply is of these classes. */
    bounce_class: z.optional(bounceClassListSchema),
    /** Extension: automatic suppressions by whose side the causing reply blames (`sender`: probably fine). */
    bounce_side: z.optional(bounceSideListSchema),
    /** Extension: count every match of `q`, however many (otherwise a broad search stops at 1,000). */
    exact_total: z.optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  }),
);
export type SuppressionListQuery = z.infer<typeof suppressionListQuerySchema>;
export type SuppressionListParams = Partial<z.output<typeof suppressionListQuerySchema>>;

export const suppressionListDataSchema = onFirstUse(() =>
  z.object({
    suppressions: z.array(suppressionSchema),
    total: z.number().check(z.int(), z.nonnegative()),
    /**
     * Extension: false when a search's count stopped at its cap, `total` being that cap ("more than
     * 1,000"); a search with few matches, or of a small list, is counted exactly. Ask again with
     * `exact_total=true` for the exact count.
     */
    total_exact: z.optional(z.boolean()),
    /** Extension: absent on a service that does not page. */
    next_cursor: z.optional(z.nullable(z.string())),
  }),
);
export type SuppressionListData = z.infer<typeof suppressionListDataSchema>;

export const createSuppressionBodySchema = onFirstUse(() =>
  z.strictObject({
    email: emailSchema,
    reason: z._default(suppressionReasonSchema, 'manual'),
    /** Extension: `{type: "dashboard"}` from the dashboard; `api` when absent. The key name is the caller's. */
    source: z.optional(suppressionSourceInputSchema),
  }),
);
export type CreateSuppressionBody = z.input<typeof createSuppressionBodySchema>;

export const suppressionDataSchema = onFirstUse(() => z.object({ suppression: suppressionSchema }));

/**
 * What a removal answers: the removed row, as the spec says. Extension: `removal_id`, the removal
 * that keeps the row; `POST /suppressions/removals/{removal_id}/restore` puts it back exactly (same
 * id, date and origin). Read loosely: another service may send nothing, or an id of its own kind.
 */
export const deletedSuppressionDataSchema = onFirstUse(() =>
  z.extend(suppressionDataSchema, {
    removal_id: z.optional(z.nullable(z.string())),
  }),
);

/** 409 details carry the row that already exists, so a client can say since when and why. */
export const suppressionConflictDetailSchema = onFirstUse(() =>
  z.object({
    field: z.literal('email'),
    message: z.string(),
    existing: z.optional(suppressionSchema),
  }),
);

export const batchItemLimit = 1000;

/**
 * Extension: the import a batch belongs to. The batches of one import (a file sent 1000 rows at a
 * time) share one audit entry, naming the file and counting every batch's results.
 */
export const batchImportSchema = onFirstUse(() =>
  z.strictObject({
    id: uuidSchema,
    file: z.optional(z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters'))),
  }),
);
export type BatchImport = z.infer<typeof batchImportSchema>;

/** Items are validated one by one by the service (an invalid item is reported, not fatal). */
export const batchSuppressionBodySchema = onFirstUse(() =>
  z.strictObject({
    items: z
      .array(z.unknown())
      .check(
        z.minLength(1, 'must hold at least one item'),
        z.maxLength(batchItemLimit, `must hold at most ${batchItemLimit} items`),
      ),
    import: z.optional(batchImportSchema),
  }),
);
/**
 * One batch item. Extensions: `source` (its origin, always with the caller's key name; the service
 * refuses `automatic` and another key's name) and
 * `created_at` (the original date, for imports and undo: never in the future).
 */
export const batchSuppressionItemSchema = onFirstUse(() =>
  z.strictObject({
    email: emailSchema,
    reason: z._default(suppressionReasonSchema, 'manual'),
    source: z.optional(suppressionSourceInputSchema),
    created_at: z.optional(timeInputSchema),
  }),
);
export type BatchSuppressionItem = z.input<typeof batchSuppressionItemSchema>;
export type BatchSuppressionBody = { items: BatchSuppressionItem[]; import?: BatchImport };

export const batchItemResultSchema = onFirstUse(() =>
  z.discriminatedUnion('result', [
    z.object({
      index: z.number().check(z.int()),
      result: z.literal('created'),
      suppression: suppressionSchema,
    }),
    z.object({
      index: z.number().check(z.int()),
      result: z.literal('exists'),
      suppression: suppressionSchema,
    }),
    z.object({ index: z.number().check(z.int()), result: z.literal('invalid'), error: z.string() }),
  ]),
);
export type BatchItemResult = z.infer<typeof batchItemResultSchema>;

export const batchSuppressionDataSchema = onFirstUse(() =>
  z.object({
    results: z.array(batchItemResultSchema),
    created: z.number().check(z.int()),
    exists: z.number().check(z.int()),
    invalid: z.number().check(z.int()),
  }),
);
export type BatchSuppressionData = z.infer<typeof batchSuppressionDataSchema>;
