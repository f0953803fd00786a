import { z } from './zod';
import { idParamSchema, isoDateSchema } from './common';
import { onFirstUse } from './on-first-use';

export const statCounters = [
  'accepted',
  'delivered',
  'hard_bounced',
  'soft_bounced',
  'deferred',
  'failed',
  'complained',
  'opened',
  'clicked',
] as const;
export type StatCounter = (typeof statCounters)[number];

const count = onFirstUse(() => z.number().check(z.int(), z.nonnegative()));
export const statCountsSchema = onFirstUse(() =>
  z.object(Object.fromEntries(statCounters.map((c) => [c, count])) as Record<StatCounter, typeof count>),
);
export type StatCounts = z.infer<typeof statCountsSchema>;

export const rateNames = [
  'delivery_rate',
  'bounce_rate',
  'complaint_rate',
  'open_rate',
  'click_rate',
] as const;
export type RateName = (typeof rateNames)[number];

/** A fraction from 0 to 1, or null when its denominator is zero (no mail, no rate). */
const rate = onFirstUse(() => z.nullable(z.number().check(z.minimum(0), z.maximum(1))));
export const statRatesSchema = onFirstUse(() =>
  z.object(Object.fromEntries(rateNames.map((r) => [r, rate])) as Record<RateName, typeof rate>),
);
export type StatRates = z.infer<typeof statRatesSchema>;

/** How each rate is computed; the service and the dashboard share this one definition. */
export const rateFormulas: Record<
  RateName,
  { numerator: StatCounter; denominator: StatCounter; text: string }
> = {
  delivery_rate: { numerator: 'delivered', denominator: 'accepted', text: 'delivered ÷ accepted' },
  bounce_rate: { numerator: 'hard_bounced', denominator: 'accepted', text: 'hard bounces ÷ accepted' },
  complaint_rate: { numerator: 'complained', denominator: 'delivered', text: 'complaints ÷ delivered' },
  open_rate: { numerator: 'opened', denominator: 'delivered', text: 'unique opens ÷ delivered' },
  click_rate: { numerator: 'clicked', denominator: 'delivered', text: 'unique clicks ÷ delivered' },
};

export const computeRates = (counts: StatCounts): StatRates =>
  Object.fromEntries(
    rateNames.map((name) => {
      const { numerator, denominator } = rateFormulas[name];
      const d = counts[denominator];
      return [name, d === 0 ? null : Math.min(1, counts[numerator] / d)];
    }),
  ) as StatRates;

export const maxRangeDays = 366;
export const defaultRangeDays = 30;

/** Days from `from` to `to`, both included; both are `YYYY-MM-DD`. */
export const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** A range of UTC days and a sending domain: what every statistics endpoint takes. */
export const statsRangeShape = onFirstUse(() => ({
  from: z.optional(isoDateSchema),
  to: z.optional(isoDateSchema),
  domain_id: z.optional(idParamSchema),
}));

/** `from` not after `to`, and at most 366 days between them. */
export const statsRangeCheck = (ctx: {
  value: { from?: string | undefined; to?: string | undefined };
  issues: unknown[];
}) => {
  const { from, to } = ctx.value;
  if (from && to && from > to) {
    ctx.issues.push({ code: 'custom', path: ['from'], message: 'must not be after to', input: from });
  } else if (from && to && daysInRange(from, to) > maxRangeDays) {
    ctx.issues.push({
      code: 'custom',
      path: ['to'],
      message: `range must span at most ${maxRangeDays} days`,
      input: to,
    });
  }
};

export const statsQuerySchema = onFirstUse(() =>
  z
    .object({
      ...statsRangeShape,
      /** Extension: `provider` adds a breakdown by the recipient's mailbox provider. */
      group_by: z.optional(z.enum(['provider'], { error: 'must be provider' })),
      /** Extension (issue 56): count only this stream's mail. */
      stream: z.optional(z.enum(['transactional', 'bulk'], { error: 'must be one of: transactional, bulk' })),
    })
    .check(statsRangeCheck),
);
export type StatsParams = Partial<z.output<typeof statsQuerySchema>>;

/** The reference service's providers, in the order its breakdown lists them. */
export const mailboxProviders = ['gmail', 'microsoft', 'yahoo', 'apple', 'other'] as const;
export type MailboxProvider = (typeof mailboxProviders)[number];
/** One of the providers the statistics map recipients to (another service may name its own). */
export const isMailboxProvider = (p: string | null | undefined): p is MailboxProvider =>
  (mailboxProviders as readonly (string | null | undefined)[]).includes(p);
/**
 * A mailbox provider as people name it, on every page and in every notification (the statistics,
 * the activity log's filter, alert rules and their incidents): "Gmail", never "gmail" or "other".
 */
export const mailboxProviderNames = {
  gmail: 'Gmail',
  microsoft: 'Microsoft (Outlook, Hotmail)',
  yahoo: 'Yahoo',
  apple: 'Apple (iCloud)',
  other: 'Other providers',
} as const satisfies Record<MailboxProvider, string>;
/** A provider's name; another service's own name as it comes. */
export const mailboxProviderName = (p: string) => (isMailboxProvider(p) ? mailboxProviderNames[p] : p);
/** A provider name; a foreign service may name others, so any string is read. */
const providerName = onFirstUse(() => z.string());

/** Extension (`group_by=provider`): totals per mailbox provider, optional in the answer. */
export const providerTotalsSchema = onFirstUse(() =>
  z.object({
    provider: providerName,
    counts: statCountsSchema,
    rates: statRatesSchema,
  }),
);
export type ProviderTotals = z.infer<typeof providerTotalsSchema>;

export const statsOverviewDataSchema = onFirstUse(() =>
  z.object({
    overview: z.object({
      from: isoDateSchema,
      to: isoDateSchema,
      counts: statCountsSchema,
      rates: statRatesSchema,
    }),
    providers: z.optional(z.array(providerTotalsSchema)),
  }),
);
export type StatsOverview = z.infer<typeof statsOverviewDataSchema>['overview'];

export const statsDaySchema = onFirstUse(() => z.extend(statCountsSchema, { date: isoDateSchema }));
export type StatsDay = z.infer<typeof statsDaySchema>;
export const providerDaysSchema = onFirstUse(() =>
  z.object({ provider: providerName, days: z.array(statsDaySchema) }),
);
export const statsDailyDataSchema = onFirstUse(() =>
  z.object({
    days: z.array(statsDaySchema),
    providers: z.optional(z.array(providerDaysSchema)),
  }),
);
