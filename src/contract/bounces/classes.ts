import { z } from '../zod';
import { onFirstUse } from '../on-first-use';

/**
 * Why a message was refused or deferred, read from the receiving server's SMTP reply (DESIGN.md,
 * "Bounce classes"). Each class has one side: who can fix it.
 */
export const bounceClasses = [
  'invalid_recipient',
  'mailbox_unavailable',
  'reputation',
  'authentication',
  'content',
  'rate_limited',
  'policy',
  'temporary',
  'unknown',
] as const;
export type BounceClass = (typeof bounceClasses)[number];

export const bounceSides = ['recipient', 'sender', 'temporary', 'unknown'] as const;
export type BounceSide = (typeof bounceSides)[number];

export const bounceClassSide: Record<BounceClass, BounceSide> = {
  invalid_recipient: 'recipient',
  mailbox_unavailable: 'recipient',
  reputation: 'sender',
  authentication: 'sender',
  content: 'sender',
  rate_limited: 'sender',
  policy: 'sender',
  temporary: 'temporary',
  unknown: 'unknown',
};

/** What the reply says: a deferral (4xx, retried) or a rejection (5xx, final). */
export const smtpOutcomes = ['deferral', 'rejection'] as const;
export type SmtpOutcome = (typeof smtpOutcomes)[number];

/** RFC 3463 enhanced status code, `class.subject.detail`, e.g. `5.1.1` or `4.7.650`. */
export const enhancedStatusPattern = /^[245]\.\d{1,3}\.\d{1,3}$/;

export const bounceClassificationSchema = onFirstUse(() =>
  z.object({
    class: z.enum(bounceClasses),
    side: z.enum(bounceSides),
    /** The basic reply code (RFC 5321), e.g. 550; null when the reply carries none. */
    code: z.nullable(z.number().check(z.int(), z.gte(200), z.lte(599))),
    /** The enhanced status code (RFC 3463), e.g. `5.1.1`; null when the reply carries none. */
    enhanced: z.nullable(z.string().check(z.regex(enhancedStatusPattern, 'must look like 5.1.1'))),
    /** The blocklist the reply names (`Spamhaus ZEN`, `SpamCop`, `Microsoft S3150`…), if any. */
    blocklist: z.nullable(z.string()),
    /** One line of plain English: what the reply means. */
    explanation: z.string(),
    /** One suggested next step. */
    action: z.string(),
  }),
);
export type BounceClassification = z.infer<typeof bounceClassificationSchema>;
