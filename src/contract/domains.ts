import { z } from './zod';
import { idSchema, timestampSchema } from './common';
import { onFirstUse } from './on-first-use';

/**
 * Sending domains (extension; reading needs `stats`, changing needs `admin`). A service that offers only
 * the statistics' list answers `{id, name}` per domain: everything past those two fields is optional and
 * read only where present.
 */

/**
 * One published record's state after a check:
 * - `verified`: found as expected;
 * - `mismatch`: found but different (`problem` names the difference);
 * - `missing`: the name answers NXDOMAIN or holds no such record;
 * - `pending`: added less than 48 hours ago and not seen yet (not a failure);
 * - `error`: the lookup failed or timed out: "could not check", never read as missing.
 */
export const recordStatuses = ['verified', 'mismatch', 'missing', 'pending', 'error'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** A domain's one health word: the worst of its records', reverse DNS's and blocklists'. */
export const domainHealths = ['ready', 'needs_attention', 'could_not_check', 'pending'] as const;
export type DomainHealth = (typeof domainHealths)[number];

/** The records a sender publishes. */
export const domainRecordKinds = ['spf', 'dkim', 'return_path', 'dmarc'] as const;
export type DomainRecordKind = (typeof domainRecordKinds)[number];

/** Where a DKIM selector stands in a rotation: signing now, published ahead of the switch, or kept after it. */
export const dkimRoles = ['active', 'next', 'retiring'] as const;
export type DkimRole = (typeof dkimRoles)[number];

/** The steps of a DKIM rotation, in order; a step out of order is a 409. */
export const dkimRotationSteps = ['publish_next', 'switch', 'retire_old'] as const;
export type DkimRotationStep = (typeof dkimRotationSteps)[number];

/** A domain name as people type it: letters, digits, hyphens, dots; at least two labels. */
const domainNamePattern = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export const domainNameSchema = onFirstUse(() =>
  z.pipe(
    z.pipe(
      z.string({ error: 'must be a string' }).check(z.trim(), z.toLowerCase()),
      // A trailing dot is how DNS writes an absolute name; the domain is the same.
      z.transform((s: string) => s.replace(/\.$/, '')),
    ),
    z
      .string()
      .check(z.refine((s) => domainNamePattern.test(s), 'must be a domain name such as mail.example.com')),
  ),
);

export const createDomainBodySchema = onFirstUse(() => z.object({ name: domainNameSchema }));
export type CreateDomainBody = z.infer<typeof createDomainBodySchema>;

export const dkimRotationBodySchema = onFirstUse(() =>
  z.object({
    step: z.enum(dkimRotationSteps, { error: `must be one of: ${dkimRotationSteps.join(', ')}` }),
  }),
);

const statusSchema = onFirstUse(() => z.enum(recordStatuses));

/** A record to publish, exactly as a DNS provider's form wants it, and what the last check found. */
export const domainRecordSchema = onFirstUse(() =>
  z.object({
    kind: z.enum(domainRecordKinds),
    type: z.enum(['TXT', 'CNAME']),
    /** Relative to the domain (`s1._domainkey`, `@` for the domain itself). */
    host: z.string(),
    /** Absolute, without the trailing dot (`s1._domainkey.example.com`). */
    fqdn: z.string(),
    /** The whole value to publish. */
    value: z.string(),
    /** A TXT value as DNS strings of at most 255 characters each, in order. */
    strings: z.optional(z.array(z.string())),
    /** DKIM only. */
    selector: z.optional(z.string()),
    dkim_role: z.optional(z.enum(dkimRoles)),
    /** False for a record that is advice (DMARC): its absence makes a domain need attention, not fail. */
    required: z.optional(z.boolean()),
    status: statusSchema,
    /** The values the last check found at `fqdn` for this kind (empty when none). */
    found: z.optional(z.array(z.string())),
    /** The difference, or why the check could not tell, in words. */
    problem: z.optional(z.nullable(z.string())),
    checked_at: z.optional(z.nullable(timestampSchema)),
  }),
);
export type DomainRecord = z.infer<typeof domainRecordSchema>;

/** A sending IP's reverse DNS: its PTR name and whether that name resolves back to the IP. */
export const reverseDnsSchema = onFirstUse(() =>
  z.object({
    ip: z.string(),
    status: statusSchema,
    ptr: z.nullable(z.string()),
    problem: z.optional(z.nullable(z.string())),
  }),
);
export type ReverseDns = z.infer<typeof reverseDnsSchema>;

/** One list's answer for one sending IP or the domain. */
export const blocklistResultSchema = onFirstUse(() =>
  z.object({
    /** The DNSBL zone asked (`zen.spamhaus.org`). */
    zone: z.string(),
    /** The list's name for people (`Spamhaus ZEN`). */
    list: z.string(),
    /** The IP or domain looked up. */
    target: z.string(),
    /** `error` when the list refused the query or did not answer: "could not check", never "listed". */
    status: z.enum(['clear', 'listed', 'error']),
    /** The return code (`127.0.0.2`) when listed or refused. */
    code: z.optional(z.nullable(z.string())),
    /** When this service first saw the listing. */
    listed_since: z.optional(z.nullable(timestampSchema)),
    delist_url: z.optional(z.nullable(z.string())),
    problem: z.optional(z.nullable(z.string())),
  }),
);
export type BlocklistResult = z.infer<typeof blocklistResultSchema>;

/** The DMARC record found, read. */
export const dmarcPolicySchema = onFirstUse(() =>
  z.object({
    policy: z.enum(['none', 'quarantine', 'reject']),
    pct: z.number(),
    rua: z.array(z.string()),
    adkim: z.enum(['r', 's']),
    aspf: z.enum(['r', 's']),
  }),
);

/** A change of one record's (or IP's, or list's) status, kept as history. */
export const domainHistoryEntrySchema = onFirstUse(() =>
  z.object({
    at: timestampSchema,
    /** What changed: `spf`, `dkim:s1`, `return_path`, `dmarc`, `ptr:192.0.2.1`, `blocklist:zen.spamhaus.org:192.0.2.1`. */
    subject: z.string(),
    from: z.nullable(z.string()),
    to: z.string(),
    found: z.optional(z.nullable(z.string())),
  }),
);
export type DomainHistoryEntry = z.infer<typeof domainHistoryEntrySchema>;

/** A domain in the list. */
export const domainSchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    health: z.optional(z.enum(domainHealths)),
    /** What to do next, one sentence (null when ready). */
    next_step: z.optional(z.nullable(z.string())),
    created_at: z.optional(timestampSchema),
    checked_at: z.optional(z.nullable(timestampSchema)),
  }),
);
export type Domain = z.infer<typeof domainSchema>;
export const domainListDataSchema = onFirstUse(() => z.object({ domains: z.array(domainSchema) }));

/** One domain whole: its records with the last check, reverse DNS, blocklists and history. */
export const domainDetailSchema = onFirstUse(() =>
  z.extend(domainSchema, {
    records: z.array(domainRecordSchema),
    reverse_dns: z.optional(z.array(reverseDnsSchema)),
    blocklists: z.optional(z.array(blocklistResultSchema)),
    dmarc: z.optional(z.nullable(dmarcPolicySchema)),
    /** The last check: when, and the lookups that timed out (named as `TXT example.com`). */
    last_check: z.optional(
      z.nullable(
        z.object({
          started_at: timestampSchema,
          finished_at: timestampSchema,
          timed_out: z.array(z.string()),
        }),
      ),
    ),
    history: z.optional(z.array(domainHistoryEntrySchema)),
  }),
);
export type DomainDetail = z.infer<typeof domainDetailSchema>;
