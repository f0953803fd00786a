import { z } from './zod';
import {
  idParamSchema,
  commaListSchema,
  cursorSchema,
  idSchema,
  limitSchema,
  timeInputSchema,
  timestampSchema,
} from './common';
import { onFirstUse } from './on-first-use';

export const auditActions = [
  'suppression.create',
  'suppression.delete',
  'suppression.batch',
  'suppression.automatic',
  'suppression.remove_matching',
  'suppression.restore',
  'webhook.create',
  'webhook.update',
  'webhook.delete',
  'webhook.rotate_secret',
  'webhook.test',
  'webhook.retry',
  'webhook.replay',
  'key.create',
  'key.revoke',
  'alert_rule.create',
  'alert_rule.update',
  'alert_rule.delete',
  'domain.create',
  'domain.delete',
  'domain.check',
  'domain.rotate_dkim',
  'person.invite',
  'person.update',
  'person.remove',
  'person.reset_totp',
  'person.revoke_sessions',
  'person.activate',
  'sign_in_settings.update',
  'person.change_password',
  'person.reset_password',
  'person.enable_totp',
  'person.remove_totp',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditTargetTypes = [
  'suppression',
  'webhook',
  'key',
  'alert_rule',
  'domain',
  'person',
  'sign_in_settings',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

export const auditEntrySchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    at: timestampSchema,
    /** Null for the service's own changes (an address suppressed by a hard bounce or complaint). */
    key_id: z.nullable(idSchema),
    key_name: z.nullable(z.string()),
    /**
     * The person behind the change (issue 55, an extension): set when a person signed in made it,
     * null for a key or the service, absent from services without people.
     */
    person_id: z.optional(z.nullable(idSchema)),
    person_name: z.optional(z.nullable(z.string())),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    /**
     * The target as people knew it when the change was made (a rule's or key's name, a webhook's
     * redacted URL, an address, "removal of 9,000 rows"), so a deleted one still reads by name.
     * An extension: absent from older entries and from services that do not write it.
     */
    target_label: z.optional(z.nullable(z.string())),
    /** A compact before/after, or counts for a batch; never a key or a secret. */
    detail: z.record(z.string(), z.unknown()),
    request_id: z.nullable(z.string()),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const actionListSchema = onFirstUse(() =>
  commaListSchema(z.enum(auditActions, { error: `must be one of: ${auditActions.join(', ')}` }), 0, 'action'),
);

export const auditListQuerySchema = onFirstUse(() =>
  z.object({
    limit: limitSchema(200, 50),
    cursor: z.optional(cursorSchema),
    key_id: z.optional(idParamSchema),
    /** Only the changes this person made (an extension). */
    person_id: z.optional(idParamSchema),
    action: z.optional(actionListSchema),
    target_type: z.optional(
      z.enum(auditTargetTypes, { error: `must be one of: ${auditTargetTypes.join(', ')}` }),
    ),
    target_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    /**
     * An address's whole history, whatever ids its rows had (removed, put back, added anew): the
     * suppression entries whose before or after names it.
     */
    address: z.optional(
      z
        .string()
        .check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254, 'must be at most 254 characters')),
    ),
    /**
     * A free search: entries naming this text in an address, a webhook's URL (its entries, whatever
     * they record), a key's name (the key changed, or the key that made the change) or the target's
     * label (a rule's name as it was). Case-insensitive.
     */
    q: z.optional(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(254, 'must be at most 254 characters')),
    ),
    from: z.optional(timeInputSchema),
    to: z.optional(timeInputSchema),
  }),
);
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export type AuditListParams = Partial<z.output<typeof auditListQuerySchema>>;

export const auditListDataSchema = onFirstUse(() =>
  z.object({
    entries: z.array(auditEntrySchema),
    next_cursor: z.nullable(z.string()),
  }),
);
export type AuditListData = z.infer<typeof auditListDataSchema>;
