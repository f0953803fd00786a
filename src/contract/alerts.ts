import { z } from './zod';
import {
  cursorSchema,
  emailSchema,
  formatCount,
  idParamSchema,
  idSchema,
  limitSchema,
  oneLineCheck,
  timestampSchema,
} from './common';
import { mailboxProviders, type StatCounter } from './stats';
import { bounceClasses, classWords, type BounceClass } from './bounces';
import { onFirstUse } from './on-first-use';

/**
 * Alerts (extension, `admin`): rules over the delivery counters and the webhook machinery, evaluated
 * every tick by one process; incidents per rule and scope value, each state change notified once per
 * channel, at least once.
 */

/** Delivery health: a counter over another, the statistics' own formulas where they have one. */
export const rateMetrics = {
  bounce_rate: { numerator: ['hard_bounced'], denominator: 'accepted', text: 'hard bounces ÷ accepted' },
  complaint_rate: { numerator: ['complained'], denominator: 'delivered', text: 'complaints ÷ delivered' },
  deferral_rate: { numerator: ['deferred'], denominator: 'accepted', text: 'deferrals ÷ accepted' },
  failure_rate: { numerator: ['failed'], denominator: 'accepted', text: 'failures ÷ accepted' },
  delivery_rate: { numerator: ['delivered'], denominator: 'accepted', text: 'delivered ÷ accepted' },
} as const satisfies Record<string, { numerator: StatCounter[]; denominator: StatCounter; text: string }>;
export type RateMetric = keyof typeof rateMetrics;

/**
 * What a metric's value is: `rate` a fraction (0.05, shown and typed as 5%), `count` a number of
 * events, `factor` a multiple of a usual (3×), `minutes` an age.
 */
export type AlertMetricKind = 'rate' | 'count' | 'factor' | 'minutes';
/**
 * What a metric is about, and so which scope a rule takes: `mail` a domain, a provider and `each`;
 * `webhook` a webhook endpoint (`webhook_id`); `key` none (one incident per API key); `domain` a sending
 * domain's setup as its last check found it (`domain_id`, or one incident per domain).
 */
export type AlertMetricScope = 'mail' | 'webhook' | 'key' | 'domain';

export interface AlertMetricRow {
  label: string;
  kind: AlertMetricKind;
  scope: AlertMetricScope;
  /** What `min_volume` counts, for forms and sentences. */
  volumeNoun: string;
  /** The form's words under the metric. */
  hint: string;
  /** Whether the 5-minute buckets keep its history: the preview can replay it. */
  history: boolean;
  /**
   * A mail metric's bucket counters: a rate divides the first by the second; a count is the first,
   * with the second as its volume.
   */
  counters?: { numerator: readonly StatCounter[]; denominator: StatCounter };
}

const mailRate = (metric: RateMetric, label: string, volumeNoun: string): AlertMetricRow => ({
  label,
  kind: 'rate',
  scope: 'mail',
  volumeNoun,
  hint: `${label} = ${rateMetrics[metric].text}.`,
  history: true,
  counters: rateMetrics[metric],
});

/**
 * The one table of alert metrics: what each value is, what it is about, how it reads. The form, the
 * checks, the evaluator and the preview all decide by it; a metric is added here, with its row.
 */
const alertMetricTable = {
  bounce_rate: mailRate('bounce_rate', 'Bounce rate', 'accepted messages'),
  complaint_rate: mailRate('complaint_rate', 'Complaint rate', 'delivered messages'),
  deferral_rate: mailRate('deferral_rate', 'Deferral rate', 'accepted messages'),
  failure_rate: mailRate('failure_rate', 'Failure rate', 'accepted messages'),
  delivery_rate: mailRate('delivery_rate', 'Delivery rate', 'accepted messages'),
  /** Failed attempts ÷ attempts of a webhook endpoint (one incident per endpoint unless scoped). */
  webhook_failure_rate: {
    label: 'Webhook failure rate',
    kind: 'rate',
    scope: 'webhook',
    volumeNoun: 'attempts',
    hint: "Failed attempts ÷ attempts of a webhook endpoint's deliveries.",
    history: false,
  },
  /** Minutes the oldest pending webhook delivery has waited. */
  webhook_oldest_pending_minutes: {
    label: 'Oldest pending webhook delivery',
    kind: 'minutes',
    scope: 'webhook',
    volumeNoun: 'pending deliveries',
    hint: 'How long the oldest webhook delivery still waiting has waited.',
    history: false,
  },
  /** Delivery events (delivered, bounced, deferred, failed) in the window, while mail is accepted. */
  delivery_events: {
    label: 'Delivery events',
    kind: 'count',
    scope: 'mail',
    volumeNoun: 'accepted messages',
    hint: 'Delivery events (delivered, bounced, deferred, failed) while mail is accepted: below a line means mail is stuck.',
    history: true,
    counters: {
      numerator: ['delivered', 'hard_bounced', 'soft_bounced', 'deferred', 'failed'],
      denominator: 'accepted',
    },
  },
  /** A key's accepted messages in the window ÷ its own average for such a window over the last 7 days. */
  key_volume_factor: {
    label: "A key's volume against its usual",
    kind: 'factor',
    scope: 'key',
    volumeNoun: 'messages from the key',
    hint: "A key's messages in the window against its own usual for such a window over the last 7 days: a leaked key sends far more.",
    history: true,
  },
  /** A sending domain's records found missing or different at its last check (pending and unchecked ones aside). */
  domain_setup_problems: {
    label: 'Sending domain setup',
    kind: 'count',
    scope: 'domain',
    volumeNoun: 'records checked',
    hint: 'Records of a sending domain its last check found missing or different from what it publishes (not ones still pending or that could not be checked): above 0 means mail from it may fail authentication.',
    history: false,
  },
  /** Blocklists listing a sending IP or the domain at its last check (a list that refused the query is not counted). */
  blocklistings: {
    label: 'Blocklist listings',
    kind: 'count',
    scope: 'domain',
    volumeNoun: 'lists asked',
    hint: 'Blocklists that list one of the sending IPs or the domain at its last check (a list that refused the query counts as not asked).',
    history: false,
  },
  /** Bulk messages sent without the RFC 8058 one-click unsubscribe pair (issue 56). */
  bulk_without_one_click: {
    label: 'Bulk mail without one-click unsubscribe',
    kind: 'count',
    scope: 'mail',
    volumeNoun: 'bulk messages',
    hint: 'Bulk messages in the window sent without List-Unsubscribe and List-Unsubscribe-Post: Gmail, Yahoo and Microsoft require both on marketing mail.',
    history: false,
  },
} as const satisfies Record<string, AlertMetricRow>;
export type AlertMetric = keyof typeof alertMetricTable;
export const alertMetrics: Readonly<Record<AlertMetric, AlertMetricRow>> = alertMetricTable;
/** The metrics in the table's order (the form's list, the schema's enum). */
export const alertMetricNames = Object.keys(alertMetrics) as [AlertMetric, ...AlertMetric[]];
export const isAlertMetric = (m: string): m is AlertMetric => Object.hasOwn(alertMetrics, m);
/** A metric's row; a service may know metrics this dashboard does not: null for those. */
export const alertMetricOf = (m: string): AlertMetricRow | null =>
  isAlertMetric(m) ? alertMetrics[m] : null;
export const isRateMetric = (m: string): m is RateMetric => m in rateMetrics;
/** Metrics about webhook endpoints; every other metric is about delivery (mail and its senders). */
export const isWebhookMetric = (metric: string) => alertMetricOf(metric)?.scope === 'webhook';

/** A metric's name for people. */
export const alertMetricLabel = (metric: string) => alertMetricOf(metric)?.label ?? metric;

/** The threshold's unit as the form takes it. */
export const alertMetricUnits: Record<AlertMetricKind, string> = {
  rate: '%',
  count: 'events',
  factor: '×',
  minutes: 'min',
};

/** A value of a metric as people read it: rates in %, ages in minutes, a key's volume as a factor. */
export function formatAlertValue(metric: string, value: number) {
  switch (alertMetricOf(metric)?.kind) {
    case 'rate':
      return `${Number((value * 100).toFixed(value < 0.01 ? 2 : 1))}%`;
    case 'minutes':
      return `${formatCount(Math.round(value))} min`;
    case 'factor':
      return `${Number(value.toFixed(1))}×`;
    default:
      return formatCount(Math.round(value));
  }
}

export const alertComparators = ['gt', 'gte', 'lt', 'lte'] as const;
export type AlertComparator = (typeof alertComparators)[number];
export const comparatorSymbols: Record<AlertComparator, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };
export const breaches = (comparator: AlertComparator, value: number, threshold: number) =>
  comparator === 'gt'
    ? value > threshold
    : comparator === 'gte'
      ? value >= threshold
      : comparator === 'lt'
        ? value < threshold
        : value <= threshold;

export const alertEachValues = ['provider', 'domain'] as const;
export type AlertEach = (typeof alertEachValues)[number];

/** Webhook events an endpoint may subscribe to for alerts (extension beside the spec's types). */
export const alertWebhookEventTypes = ['alert.triggered', 'alert.resolved'] as const;
export type AlertWebhookEventType = (typeof alertWebhookEventTypes)[number];

const isHttpUrl = (raw: string) => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || url.protocol === 'http:';
};

export const alertChannelSchema = onFirstUse(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('email'), to: emailSchema }),
    z.strictObject({
      type: z.literal('slack'),
      url: z
        .string({ error: 'must be a string' })
        .check(
          z.trim(),
          z.maxLength(2048, 'must be at most 2048 characters'),
          z.refine(isHttpUrl, 'must be an https:// Slack incoming-webhook URL'),
        ),
    }),
    /** Signed `alert.triggered` / `alert.resolved` events to every endpoint subscribed to them. */
    z.strictObject({ type: z.literal('webhook') }),
  ]),
);
export type AlertChannel = z.infer<typeof alertChannelSchema>;
export type AlertChannelType = AlertChannel['type'];

const int = (min: number, max: number, what: string) =>
  z
    .number({ error: `must be a whole number of ${what} from ${min} to ${max}` })
    .check(
      z.int(`must be a whole number of ${what} from ${min} to ${max}`),
      z.minimum(min, `must be a whole number of ${what} from ${min} to ${max}`),
      z.maximum(max, `must be a whole number of ${what} from ${min} to ${max}`),
    );

export const alertLimits = {
  window: [5, 1440],
  holdsFor: [0, 1440],
  reminder: [1, 168],
  resolveAfter: [0, 1440],
  minVolume: [0, 1_000_000_000],
} as const;

/** What a rule watches and where its line is (the preview takes these, with the incident timing). */
const ruleCoreShape = onFirstUse(() => ({
  metric: z.enum(alertMetricNames, { error: `must be one of: ${alertMetricNames.join(', ')}` }),
  comparator: z.enum(alertComparators, { error: `must be one of: ${alertComparators.join(', ')}` }),
  threshold: z
    .number({ error: 'must be a number' })
    .check(z.refine(Number.isFinite, 'must be a finite number'), z.minimum(0, 'must not be negative')),
  window_minutes: int(...alertLimits.window, 'minutes'),
  min_volume: z._default(int(...alertLimits.minVolume, 'messages'), 0),
  holds_for_minutes: z._default(int(...alertLimits.holdsFor, 'minutes'), 0),
  domain_id: z._default(z.nullable(idSchema), null),
  provider: z._default(
    z.nullable(z.enum(mailboxProviders, { error: `must be one of: ${mailboxProviders.join(', ')}` })),
    null,
  ),
  each: z._default(
    z.nullable(z.enum(alertEachValues, { error: `must be one of: ${alertEachValues.join(', ')}` })),
    null,
  ),
  webhook_id: z._default(z.nullable(idSchema), null),
}));

interface RuleCore {
  metric: AlertMetric;
  threshold: number;
  domain_id: number | null;
  provider: string | null;
  each: AlertEach | null;
  webhook_id: number | null;
}

/** Why a rule's fields do not go together, with the field to blame; null when they do. */
export function alertRuleProblem(r: RuleCore): { path: string; message: string } | null {
  const { kind, scope } = alertMetrics[r.metric];
  if (kind === 'rate' && r.threshold > 1)
    return { path: 'threshold', message: 'a rate threshold is a fraction from 0 to 1 (0.05 is 5%)' };
  if (scope === 'domain' && (r.provider !== null || r.each !== null))
    return {
      path: 'each',
      message: 'domain setup metrics take only a domain_id (one incident per domain without it)',
    };
  const scoped = r.domain_id !== null || r.provider !== null || r.each !== null;
  if (scope !== 'mail' && scope !== 'domain' && scoped)
    return { path: 'each', message: 'webhook and key metrics take no domain, provider or each scope' };
  if ((r.each === 'provider' && r.provider !== null) || (r.each === 'domain' && r.domain_id !== null))
    return { path: 'each', message: 'each cannot split by the field the rule is scoped to' };
  if (r.webhook_id !== null && scope !== 'webhook')
    return { path: 'webhook_id', message: 'only webhook metrics take a webhook_id' };
  return null;
}
const ruleCheck = (ctx: { value: RuleCore; issues: unknown[] }) => {
  const problem = alertRuleProblem(ctx.value);
  if (problem)
    ctx.issues.push({ code: 'custom', path: [problem.path], message: problem.message, input: ctx.value });
};

const nameField = onFirstUse(() =>
  z
    .string({ error: 'must be a string' })
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      z.maxLength(100, 'must be at most 100 characters'),
      oneLineCheck(),
    ),
);
const channelsField = onFirstUse(() =>
  z
    .array(alertChannelSchema, { error: 'must be a list of channels' })
    .check(z.maxLength(10, 'must name at most 10 channels')),
);

/** When a firing incident reminds and resolves: the preview replays these too. */
const incidentTimingShape = onFirstUse(() => ({
  reminder_hours: z._default(int(...alertLimits.reminder, 'hours'), 24),
  resolve_after_minutes: z._default(int(...alertLimits.resolveAfter, 'minutes'), 60),
}));

const ruleSettingsShape = onFirstUse(() => ({
  name: nameField,
  ...ruleCoreShape,
  ...incidentTimingShape,
  channels: z._default(channelsField, []),
  enabled: z._default(z.boolean({ error: 'must be true or false' }), true),
}));

export const createAlertRuleBodySchema = onFirstUse(() => z.strictObject(ruleSettingsShape).check(ruleCheck));
export type CreateAlertRuleBody = z.input<typeof createAlertRuleBodySchema>;
export type AlertRuleSettings = z.output<typeof createAlertRuleBodySchema>;

/** A field as a change takes it: absent means "keep", so a create default must not fill it in. */
const withoutDefault = (field: z.ZodMiniType) =>
  field instanceof z.ZodMiniDefault ? (field._zod.def.innerType as z.ZodMiniType) : field;

type Unwrapped<T> = T extends z.ZodMiniDefault<infer Inner> ? Inner : T;

/**
 * Any subset of a rule's settings: exactly the fields named change, and the merged rule is checked
 * as a whole by the service.
 */
export const updateAlertRuleBodySchema = onFirstUse(() =>
  z
    .strictObject(
      Object.fromEntries(
        Object.entries(ruleSettingsShape).map(([k, v]) => [k, z.optional(withoutDefault(v))]),
      ) as {
        [K in keyof typeof ruleSettingsShape]: z.ZodMiniOptional<Unwrapped<(typeof ruleSettingsShape)[K]>>;
      },
    )
    .check(z.refine((b) => Object.keys(b).length > 0, 'must change at least one setting')),
);
export type UpdateAlertRuleBody = z.input<typeof updateAlertRuleBodySchema>;
/** Checks a whole rule after a change is merged in (the same checks as a new rule's). */
export const alertRuleSettingsSchema = createAlertRuleBodySchema;

export const alertRuleSchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    metric: z.string(),
    comparator: z.enum(alertComparators),
    threshold: z.number(),
    window_minutes: z.number(),
    min_volume: z.number(),
    holds_for_minutes: z.number(),
    reminder_hours: z.number(),
    resolve_after_minutes: z.number(),
    domain_id: z.nullable(idSchema),
    provider: z.nullable(z.string()),
    each: z.nullable(z.string()),
    webhook_id: z.nullable(idSchema),
    channels: z.array(alertChannelSchema),
    enabled: z.boolean(),
    created_at: timestampSchema,
    updated_at: timestampSchema,
    /** Incidents of this rule firing now. */
    firing: z.number(),
  }),
);
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const alertRuleListDataSchema = onFirstUse(() => z.object({ rules: z.array(alertRuleSchema) }));
export const alertRuleDataSchema = onFirstUse(() => z.object({ rule: alertRuleSchema }));
export const alertRulePathParams = onFirstUse(() => z.object({ id: idParamSchema }));

export const previewDays = [7, 30] as const;
export const alertPreviewBodySchema = onFirstUse(() =>
  z
    .strictObject({
      ...ruleCoreShape,
      ...incidentTimingShape,
      days: z._default(z.union([z.literal(7), z.literal(30)], { error: 'must be 7 or 30' }), 30 as 7 | 30),
    })
    .check(ruleCheck),
);
export type AlertPreviewBody = z.input<typeof alertPreviewBodySchema>;

/**
 * An incident the rule would have had, replayed with the evaluator's own rules (holds-for,
 * resolve-after, reminders): opened at `from`, resolved at `to`, its worst value and the volume then.
 */
export const alertSpanSchema = onFirstUse(() =>
  z.object({
    scope: z.string(),
    /** The scope value's name for people, as an incident's `scope_label` (extension). */
    label: z.optional(z.string()),
    from: timestampSchema,
    /** When it would have resolved; the replay's end while it would still be firing. */
    to: timestampSchema,
    value: z.number(),
    volume: z.number(),
    /** Still firing at the replay's end (extension). */
    firing: z.optional(z.boolean()),
    /** When its reminders would have gone out (extension). */
    reminders: z.optional(z.array(timestampSchema)),
  }),
);
export type AlertSpan = z.infer<typeof alertSpanSchema>;

export const alertPreviewDataSchema = onFirstUse(() =>
  z.object({
    from: timestampSchema,
    to: timestampSchema,
    step_minutes: z.number(),
    /** The metric over time for each scope value ('' when the rule has none), at most 1,000 points each. */
    series: z.array(
      z.object({
        scope: z.string(),
        /** The scope value's name for people (extension). */
        label: z.optional(z.string()),
        points: z.array(z.object({ at: timestampSchema, value: z.nullable(z.number()), volume: z.number() })),
      }),
    ),
    /** The latest 200 spans, oldest first; `fired_count` counts every one. */
    spans: z.array(alertSpanSchema),
    fired_count: z.number(),
    firing_minutes: z.number(),
    /** Set when this metric's history is not kept (webhook metrics): nothing could be replayed. */
    unavailable: z.optional(z.string()),
  }),
);
export type AlertPreviewData = z.infer<typeof alertPreviewDataSchema>;

export const alertStates = ['firing', 'resolved', 'closed'] as const;
export type AlertState = (typeof alertStates)[number];
/** `closed`: the rule was edited or deleted while the incident fired; sent to the channels told it fired. */
export const alertNotificationKinds = ['triggered', 'reminder', 'resolved', 'closed'] as const;

export const alertNotificationSchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    kind: z.enum(alertNotificationKinds),
    channel: z.enum(['email', 'slack', 'webhook']),
    /** The address, the Slack URL's host, or how many endpoints were subscribed. */
    target: z.string(),
    state: z.enum(['pending', 'sent', 'failed']),
    attempts: z.array(
      z.object({
        at: timestampSchema,
        ok: z.boolean(),
        status_code: z.nullable(z.number()),
        error: z.nullable(z.string()),
      }),
    ),
    created_at: timestampSchema,
    sent_at: z.nullable(timestampSchema),
    /** The email alert's own message, to open its timeline. */
    message_id: z.nullable(z.string()),
  }),
);
export type AlertNotification = z.infer<typeof alertNotificationSchema>;

/** The activity log's filter for the messages behind an incident. */
export const alertDrilldownSchema = onFirstUse(() =>
  z.object({
    from: timestampSchema,
    /** Null while the incident is still firing: up to now. */
    to: z.nullable(timestampSchema),
    /** The activity log's `event` filter. */
    event: z.optional(z.array(z.string())),
    /** The activity log's `status` filter (a bounce rate counts hard bounces: `hard_bounced`). */
    status: z.optional(z.array(z.string())),
    domain_id: z.optional(idSchema),
    /** The mailbox provider the incident is about: the activity log's `provider` filter (an extension). */
    provider: z.optional(z.string()),
    /** A key-volume incident's key (its id, never its secret): the activity log's `api_key_id` filter (an extension). */
    api_key_id: z.optional(idSchema),
  }),
);

/**
 * The failure classes of the messages an incident counted, taken at opening over its drill-down's
 * messages (extension): most first, at most three, each with its side (who can fix it).
 */
export const incidentFailuresSchema = onFirstUse(() =>
  z.object({
    /** Messages counted that carry a classified failure. */
    classified: z.number(),
    classes: z.array(z.object({ class: z.string(), side: z.string(), count: z.number() })),
  }),
);
export type IncidentFailures = z.infer<typeof incidentFailuresSchema>;

/** "What to do first": the top class's next step, from the classes' one table; null for none known. */
export function incidentFirstStep(failures: IncidentFailures | undefined | null): string | null {
  const top = failures?.classes[0]?.class;
  return top && (bounceClasses as readonly string[]).includes(top)
    ? classWords[top as BounceClass].action
    : null;
}

/**
 * The statistics page's "Why mail failed" over an incident's UTC days and sending domain, by its URL
 * keys (features/stats/url-filter.ts), broken down by provider when the incident is about one. The
 * statistics count whole days: the window's days are the closest they show. Shared by the
 * dashboard and the alert channels (which prefix the console's address).
 */
export function whyFailedPath(
  drill: { from: string; to: string | null; domain_id?: number | undefined; provider?: string | undefined },
  now = new Date(),
) {
  const params = new URLSearchParams({
    from: drill.from.slice(0, 10),
    to: (drill.to ?? now.toISOString()).slice(0, 10),
  });
  if (drill.domain_id !== undefined) params.set('domain_id', String(drill.domain_id));
  params.set('failures_by', drill.provider ? 'provider' : 'class');
  return `/stats?${params.toString()}#why-failed`;
}

export const alertIncidentSchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    rule_id: idSchema,
    rule_name: z.string(),
    metric: z.string(),
    comparator: z.enum(alertComparators),
    /** The scope value ('' for the rule's whole scope): a provider, a domain id, a webhook id or a key id. */
    scope: z.string(),
    scope_label: z.string(),
    state: z.enum(alertStates),
    value: z.number(),
    threshold: z.number(),
    volume: z.number(),
    window_minutes: z.number(),
    started_at: timestampSchema,
    resolved_at: z.nullable(timestampSchema),
    closed_reason: z.nullable(z.string()),
    notifications: z.array(alertNotificationSchema),
    drilldown: z.nullable(alertDrilldownSchema),
    /**
     * Extensions (issue 52): `value` and `volume` are frozen at opening; the latest tick's measurement
     * (the one that resolved it, once resolved) is here, null value when there was nothing to divide by.
     */
    value_now: z.optional(z.nullable(z.number())),
    volume_now: z.optional(z.number()),
    measured_at: z.optional(timestampSchema),
    failures: z.optional(incidentFailuresSchema),
  }),
);
export type AlertIncident = z.infer<typeof alertIncidentSchema>;

export const alertListQuerySchema = onFirstUse(() =>
  z.object({
    state: z.optional(z.enum(alertStates, { error: `must be one of: ${alertStates.join(', ')}` })),
    rule_id: z.optional(idParamSchema),
    cursor: z.optional(cursorSchema),
    limit: limitSchema(100, 25),
  }),
);
export type AlertListParams = z.input<typeof alertListQuerySchema>;
export type AlertListQuery = z.output<typeof alertListQuerySchema>;

export const alertListDataSchema = onFirstUse(() =>
  z.object({
    incidents: z.array(alertIncidentSchema),
    next_cursor: z.nullable(z.string()),
    /** Incidents firing now, across every rule: the navigation's count. */
    firing_total: z.number(),
  }),
);
export type AlertListData = z.infer<typeof alertListDataSchema>;

/** The field's known lines, one click away in the rule form. */
export const suggestedThresholds: readonly {
  label: string;
  metric: RateMetric;
  comparator: AlertComparator;
  threshold: number;
  source: string;
}[] = [
  {
    label: 'Gmail spam line',
    metric: 'complaint_rate',
    comparator: 'gte',
    threshold: 0.003,
    source: 'Gmail sender guidelines: keep spam rate below 0.3%',
  },
  {
    label: 'SES bounce review',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.05,
    source: 'Amazon SES puts an account under review at a 5% bounce rate',
  },
  {
    label: 'SES bounce pause',
    metric: 'bounce_rate',
    comparator: 'gte',
    threshold: 0.1,
    source: 'Amazon SES may pause sending at a 10% bounce rate',
  },
  {
    label: 'SES complaint review',
    metric: 'complaint_rate',
    comparator: 'gte',
    threshold: 0.001,
    source: 'Amazon SES puts an account under review at a 0.1% complaint rate',
  },
  {
    label: 'SES complaint pause',
    metric: 'complaint_rate',
    comparator: 'gte',
    threshold: 0.005,
    source: 'Amazon SES may pause sending at a 0.5% complaint rate',
  },
];
