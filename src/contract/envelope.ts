import { z } from './zod';
import { onFirstUse } from './on-first-use';

export const errorCodes = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  /** A cookie request without the same-origin proof and the session's CSRF token (people). */
  'csrf_failed',
  /** A second factor is needed: the sign-in's code, or (required by the Owner) one to set up. */
  'second_factor_required',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'recipient_suppressed',
  /** 410: an invitation's link is used, expired or revoked (which, it does not say). */
  'invitation_invalid',
  /** 410: a password reset link is used, expired or unknown (alike). */
  'reset_link_invalid',
  'rate_limited',
  'internal_error',
  'bad_gateway',
  'service_unavailable',
  'gateway_timeout',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Loose: a detail may carry more, e.g. the 409's `existing` row, which clients read with its own schema. */
export const errorDetailSchema = onFirstUse(() =>
  z.looseObject({
    field: z.optional(z.string()),
    message: z.string(),
  }),
);
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * Every failure. `code` is parsed as a plain string so a service that adds codes of its own
 * still yields a readable error instead of a parse failure.
 */
export const errorEnvelopeSchema = onFirstUse(() =>
  z.object({
    status: z.literal('error'),
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z.optional(z.array(errorDetailSchema)),
    }),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ status: z.literal('success'), data });
