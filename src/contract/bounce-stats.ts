import { z } from './zod';
import { bounceClasses, bounceSides, type BounceClass, type BounceSide } from './bounces';
import { isoDateSchema } from './common';
import { statsRangeCheck, statsRangeShape } from './stats';
import { onFirstUse } from './on-first-use';

export const bounceGroupings = ['class', 'provider', 'recipient_domain'] as const;
export type BounceGrouping = (typeof bounceGroupings)[number];

/**
 * `GET /stats/bounces` (extension): the statistics' range and domain, and what to break the
 * failures down by (default `class`).
 */
export const statsBouncesQuerySchema = onFirstUse(() =>
  z
    .object({
      ...statsRangeShape,
      group_by: z.optional(
        z.enum(bounceGroupings, { error: `must be one of: ${bounceGroupings.join(', ')}` }),
      ),
    })
    .check(statsRangeCheck),
);
export type StatsBouncesQuery = z.output<typeof statsBouncesQuerySchema>;

const count = onFirstUse(() => z.number().check(z.int(), z.nonnegative()));
const byClassSchema = onFirstUse(() =>
  z.object(Object.fromEntries(bounceClasses.map((c) => [c, count])) as Record<BounceClass, typeof count>),
);
const bySideSchema = onFirstUse(() =>
  z.object(Object.fromEntries(bounceSides.map((s) => [s, count])) as Record<BounceSide, typeof count>),
);
export type CountsByClass = z.infer<typeof byClassSchema>;
export type CountsBySide = z.infer<typeof bySideSchema>;

/**
 * Counted per failure event (`bounced`, `deferred`, `failed`), each by the class of its SMTP reply:
 * a message deferred twice then bounced counts three times.
 */
const bounceCounts = onFirstUse(() => ({ by_class: byClassSchema, by_side: bySideSchema }));
export const bounceCountsSchema = onFirstUse(() => z.object(bounceCounts));

export const statsBouncesDataSchema = onFirstUse(() =>
  z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    group_by: z.enum(bounceGroupings),
    totals: bounceCountsSchema,
    /** One row per UTC day of the range, oldest first, zeros for quiet days. */
    days: z.array(z.object({ date: isoDateSchema, ...bounceCounts })),
    /** The failures per group (a class, a mailbox provider or a recipient domain), largest first. */
    groups: z.array(z.object({ key: z.string(), total: count, ...bounceCounts })),
    /**
     * The most frequent replies, normalised (addresses, IPs, ids and hashes masked) so one refusal
     * groups together: at most 5 per class, and per group when grouped by provider or domain.
     */
    top_replies: z.array(
      z.object({
        class: z.enum(bounceClasses),
        side: z.enum(bounceSides),
        /** The group this reply was counted in; null when grouped by class. */
        group: z.nullable(z.string()),
        reply: z.string(),
        count,
      }),
    ),
  }),
);
export type StatsBouncesData = z.infer<typeof statsBouncesDataSchema>;
