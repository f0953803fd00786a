import { z } from './zod';
import { timestampSchema, uuidSchema } from './common';
import { bounceClasses, bounceSides } from './bounces';
import { suppressionReasonSchema } from './suppressions';
import { onFirstUse } from './on-first-use';

const bounceClassSchema = onFirstUse(() =>
  z.enum(bounceClasses, { error: `must be one of: ${bounceClasses.join(', ')}` }),
);
const bounceSideSchema = onFirstUse(() =>
  z.enum(bounceSides, { error: `must be one of: ${bounceSides.join(', ')}` }),
);

/**
 * Extension: removing every suppression a filter matches (the list's `q` and `reason`), however
 * many, in steps the client drives: create a removal, then `continue` it until `done`. Each step is
 * one transaction; the removed rows are kept under the removal so `restore` can put them back
 * exactly (same id, address, reason, origin and date). Complaints are left alone unless
 * `include_complaints` says otherwise.
 */
export const createRemovalBodySchema = onFirstUse(() =>
  z.strictObject({
    q: z.optional(z.string().check(z.trim(), z.maxLength(254, 'must be at most 254 characters'))),
    reason: z.optional(
      z.array(suppressionReasonSchema).check(z.minLength(1, 'must name at least one reason when given')),
    ),
    include_complaints: z._default(z.boolean({ error: 'must be true or false' }), false),
    /**
     * Extension of the extension, as on the list: only automatic suppressions whose causing reply is
     * of these classes or sides. A removal that does not echo them back took no notice of them.
     */
    bounce_class: z.optional(
      z.array(bounceClassSchema).check(z.minLength(1, 'must name at least one class when given')),
    ),
    bounce_side: z.optional(
      z.array(bounceSideSchema).check(z.minLength(1, 'must name at least one side when given')),
    ),
  }),
);
export type CreateRemovalBody = z.input<typeof createRemovalBodySchema>;

export const removalStepLimit = 10_000;

/** How many rows one step takes (the body may be left out). */
export const removalStepBodySchema = onFirstUse(() =>
  z.strictObject({
    limit: z._default(
      z
        .number({ error: `must be an integer from 1 to ${removalStepLimit}` })
        .check(
          z.int(`must be an integer from 1 to ${removalStepLimit}`),
          z.minimum(1, `must be an integer from 1 to ${removalStepLimit}`),
          z.maximum(removalStepLimit, `must be an integer from 1 to ${removalStepLimit}`),
        ),
      5_000,
    ),
  }),
);

export const removalStates = ['removing', 'removed', 'restoring', 'restored'] as const;
export const removalKinds = ['filter', 'rows'] as const;

export const removalSchema = onFirstUse(() =>
  z.object({
    id: uuidSchema,
    q: z.nullable(z.string()),
    /** The reasons removed: the filter's (or all), without `complaint` unless it was included. */
    reason: z.array(suppressionReasonSchema),
    include_complaints: z.boolean(),
    /** The classes and sides the removal was narrowed to; absent or null when it was not. */
    bounce_class: z.optional(z.nullable(z.array(z.string()))),
    bounce_side: z.optional(z.nullable(z.array(z.string()))),
    /** Rows the filter matched when the removal was created: what `removed` counts towards. */
    matched: z.number().check(z.int(), z.nonnegative()),
    removed: z.number().check(z.int(), z.nonnegative()),
    restored: z.number().check(z.int(), z.nonnegative()),
    /** Rows not restored because the address was suppressed again in between. */
    skipped: z.number().check(z.int(), z.nonnegative()),
    state: z.enum(removalStates),
    /**
     * `filter`: everything a filter matched; `rows`: rows removed by id (`DELETE /suppressions/{id}`
     * keeps its row under one, already `removed`, for an exact Undo). Absent means `filter`.
     */
    kind: z.optional(z.enum(removalKinds)),
    created_at: timestampSchema,
  }),
);
export type Removal = z.infer<typeof removalSchema>;

export const removalDataSchema = onFirstUse(() => z.object({ removal: removalSchema }));

/** One step: the removal after it, how many rows this step moved, and whether nothing is left. */
export const removalStepDataSchema = onFirstUse(() =>
  z.object({
    removal: removalSchema,
    moved: z.number().check(z.int(), z.nonnegative()),
    done: z.boolean(),
  }),
);
export type RemovalStepData = z.infer<typeof removalStepDataSchema>;
