import { z } from './zod';
import { idParamSchema, idSchema, isoDateSchema, timestampSchema } from './common';
import { onFirstUse } from './on-first-use';

/**
 * The mailbox providers' sender rules (issue 56, an extension): Gmail and Yahoo since February 2024,
 * Microsoft (Outlook) since May 2025, for anyone sending 5,000 or more messages a day to their users.
 * Each checklist line proves one rule from the service's own data, with its evidence; a line that
 * cannot be judged says why.
 */

/** Spam complaints at a provider, daily: recommended under 0.1%, never at or over 0.3%. */
export const complaintLines = { recommended: 0.001, limit: 0.003 } as const;
/** Messages to Gmail in any 24 hours of the last 30 days from which a domain counts as a bulk sender. */
export const bulkSenderThreshold = 5000;
/** Unsubscribe requests must be honoured within two days. */
export const unsubscribeDeadlineHours = 48;
/** The providers whose rules the checklist reads. */
export const complianceProviders = ['gmail', 'yahoo', 'microsoft'] as const;

export const complianceRules = [
  'authentication_aligned',
  'dmarc_published',
  'reverse_dns',
  'tls',
  'one_click_unsubscribe',
  'unsubscribes_honoured',
  'complaint_rate',
  'bulk_sender',
] as const;
export type ComplianceRule = (typeof complianceRules)[number];

/** What each line checks, in a sentence (the page and the README say the same). */
export const complianceRuleText: Record<ComplianceRule, { title: string; measures: string }> = {
  authentication_aligned: {
    title: 'SPF and DKIM aligned with the From domain',
    measures: "The domain's last check: SPF and DKIM records published as the service signs and sends.",
  },
  dmarc_published: {
    title: 'DMARC published',
    measures: "The domain's last check: a DMARC record at _dmarc (p=none is enough for the rules).",
  },
  reverse_dns: {
    title: 'Forward-confirmed reverse DNS',
    measures: "The domain's last check: each sending IP's PTR name resolves back to the IP.",
  },
  tls: {
    title: 'TLS on delivery',
    measures: 'The share of deliveries in the last 7 days that went over TLS, from the delivery events.',
  },
  one_click_unsubscribe: {
    title: 'One-click unsubscribe on bulk mail',
    measures:
      'Bulk messages in the last 7 days, and how many lacked List-Unsubscribe with List-Unsubscribe-Post (RFC 8058).',
  },
  unsubscribes_honoured: {
    title: 'Unsubscribes honoured within two days',
    measures: 'The longest time from an unsubscribe request to its suppression in the last 30 days.',
  },
  complaint_rate: {
    title: 'Spam complaints under 0.3% (0.1% recommended)',
    measures: 'Complaints ÷ delivered at Gmail, Yahoo and Microsoft, each day of the last 30 days.',
  },
  bulk_sender: {
    title: 'Bulk sender status',
    measures: 'Whether 5,000 or more messages went to Gmail in any 24 hours of the last 30 days.',
  },
};

/** `pass`, `warn` (within the rule but past a recommendation), `fail`, or `unknown` (cannot be judged: `reason`). */
export const complianceVerdicts = ['pass', 'warn', 'fail', 'unknown'] as const;
export type ComplianceVerdict = (typeof complianceVerdicts)[number];

export const complianceLineSchema = onFirstUse(() =>
  z.object({
    rule: z.string(),
    verdict: z.enum(complianceVerdicts),
    /** The evidence in a sentence, with its numbers ("1,204 of 1,210 deliveries (99.5%) over TLS"). */
    evidence: z.string(),
    /** Why the line cannot be judged (verdict `unknown`): no bulk mail, no domain check yet… */
    reason: z.optional(z.nullable(z.string())),
    /** The numbers behind the evidence, by name (e.g. `{ tls: 1204, deliveries: 1210 }`). */
    numbers: z.optional(z.record(z.string(), z.nullable(z.number()))),
  }),
);
export type ComplianceLine = z.infer<typeof complianceLineSchema>;

/** One day's complaints at one provider: the same counts the provider statistics show for that day. */
export const complaintDaySchema = onFirstUse(() =>
  z.object({
    date: isoDateSchema,
    provider: z.string(),
    delivered: z.number(),
    complained: z.number(),
    /** complained ÷ delivered; null without deliveries. */
    rate: z.nullable(z.number()),
  }),
);
export type ComplaintDay = z.infer<typeof complaintDaySchema>;

export const complianceDataSchema = onFirstUse(() =>
  z.object({
    /** The domain the checklist is for; null for the account (every domain together). */
    domain: z.nullable(z.object({ id: idSchema, name: z.string() })),
    as_of: timestampSchema,
    lines: z.array(complianceLineSchema),
    /** The complaint line's evidence, day by day, for Gmail, Yahoo and Microsoft. */
    complaint_days: z.array(complaintDaySchema),
    /** Per domain, for the account's summary: each domain's worst verdict (absent on a domain's checklist). */
    domains: z.optional(
      z.array(z.object({ id: idSchema, name: z.string(), verdict: z.enum(complianceVerdicts) })),
    ),
  }),
);
export type ComplianceData = z.infer<typeof complianceDataSchema>;

export const complianceQuerySchema = onFirstUse(() => z.object({ domain_id: z.optional(idParamSchema) }));
