import { z } from './zod';
import { emailSchema, idSchema, oneLineCheck, timestampSchema } from './common';
import { onFirstUse } from './on-first-use';
import { powers, roles } from './role-names';

/**
 * People, sessions and sign-in (issue 55, extensions). A person signs in with email and password (and
 * a second factor) or through the company's OpenID Connect provider; the service keeps the session and
 * answers with an httpOnly cookie. Every state-changing request that carries the cookie also sends the
 * session's CSRF token in the `X-CSRF-Token` header, from a page of the same origin.
 */

export const csrfHeaderName = 'X-CSRF-Token';
/** The session cookie's name (httpOnly: the dashboard never reads it; named here for tests and docs). */
export const sessionCookieName = 'relaydesk_session';

export const roleSchema = onFirstUse(() => z.enum(roles, { error: `must be one of: ${roles.join(', ')}` }));
export const powerSchema = onFirstUse(() => z.enum(powers));

/** `invited`: asked in and not yet signed in; `active`: may sign in. Removed people are not listed. */
export const personStates = ['invited', 'active'] as const;

export const personSchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    email: z.string(),
    /** Empty until the person gives one (an invitation names only the address). */
    name: z.string(),
    role: roleSchema,
    state: z.enum(personStates),
    /** A TOTP second factor is set up. */
    totp_enabled: z.boolean(),
    /** Signs in through the OpenID Connect provider (has signed in that way at least once). */
    sso: z.boolean(),
    created_at: timestampSchema,
    last_seen_at: z.nullable(timestampSchema),
    /** Invited people: when the invitation stops working. */
    invitation_expires_at: z.optional(z.nullable(timestampSchema)),
  }),
);
export type Person = z.infer<typeof personSchema>;

export const personListDataSchema = onFirstUse(() => z.object({ people: z.array(personSchema) }));
export const personDataSchema = onFirstUse(() => z.object({ person: personSchema }));

const nameSchema = onFirstUse(() =>
  z
    .string({ error: 'must be a string' })
    .check(z.trim(), z.maxLength(100, 'must be at most 100 characters'), oneLineCheck()),
);

export const invitePersonBodySchema = onFirstUse(() =>
  z.strictObject({ email: emailSchema, role: roleSchema, name: z.optional(nameSchema) }),
);
export type InvitePersonBody = z.input<typeof invitePersonBodySchema>;

export const updatePersonBodySchema = onFirstUse(() => z.strictObject({ role: roleSchema }));
export type UpdatePersonBody = z.input<typeof updatePersonBodySchema>;

/**
 * Passwords: 12 to 256 characters, and not one of the commonly used ones (the service checks a list;
 * the dashboard checks only the length, and shows the service's refusal).
 */
export const passwordMinLength = 12;
export const passwordSchema = onFirstUse(() =>
  z
    .string({ error: 'must be a string' })
    .check(
      z.minLength(passwordMinLength, `must be at least ${passwordMinLength} characters`),
      z.maxLength(256, 'must be at most 256 characters'),
    ),
);

/** A six-digit TOTP code, or a recovery code (`xxxx-xxxx-xxxx`). */
export const secondFactorCodeSchema = onFirstUse(() =>
  z.string().check(z.trim(), z.minLength(6), z.maxLength(32)),
);

/** How this service lets people sign in: the sign-in page offers exactly these. */
export const signInMethodsDataSchema = onFirstUse(() =>
  z.object({
    password: z.boolean(),
    /** Present when single sign-on is configured: the button's label names the provider. */
    oidc: z.optional(z.object({ label: z.string() })),
    /** API keys still sign the dashboard in (machines, and services without people). */
    api_key: z.boolean(),
  }),
);
export type SignInMethodsData = z.infer<typeof signInMethodsDataSchema>;

export const signInBodySchema = onFirstUse(() =>
  z.strictObject({
    email: emailSchema,
    password: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(256)),
    /** Needed when the person has a second factor: a TOTP code or an unused recovery code. */
    code: z.optional(secondFactorCodeSchema),
  }),
);
export type SignInBody = z.input<typeof signInBodySchema>;

/** The signed-in person and this session: what the dashboard shows and the token it echoes. */
export const sessionDataSchema = onFirstUse(() =>
  z.object({
    person: personSchema,
    powers: z.array(powerSchema),
    /** Send in `X-CSRF-Token` with every state-changing request. */
    csrf_token: z.string(),
    session: z.object({
      id: z.string(),
      created_at: timestampSchema,
      /** When it ends without use (idle) and at the latest (absolute). */
      idle_expires_at: timestampSchema,
      expires_at: timestampSchema,
    }),
    /**
     * The Owner requires a second factor and this person has none yet: every endpoint but the
     * account's own answers 403 `second_factor_required` until one is set up.
     */
    must_set_up_totp: z.boolean(),
  }),
);
export type SessionData = z.infer<typeof sessionDataSchema>;

export const sessionInfoSchema = onFirstUse(() =>
  z.object({
    /** A public id (a UUID), never the cookie's secret. */
    id: z.string(),
    created_at: timestampSchema,
    last_seen_at: timestampSchema,
    /** The browser as its User-Agent named it, cut to 200 characters. */
    user_agent: z.string(),
    /** The address it signed in from. */
    ip: z.string(),
    /** How it signed in. */
    method: z.enum(['password', 'oidc', 'invitation', 'reset']),
    current: z.boolean(),
  }),
);
export const sessionListDataSchema = onFirstUse(() => z.object({ sessions: z.array(sessionInfoSchema) }));
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** Answered alike whether or not the address has an account. */
export const requestPasswordResetBodySchema = onFirstUse(() => z.strictObject({ email: emailSchema }));
export const tokenSchema = onFirstUse(() => z.string().check(z.trim(), z.minLength(16), z.maxLength(200)));
export const completePasswordResetBodySchema = onFirstUse(() =>
  z.strictObject({ token: tokenSchema, password: passwordSchema }),
);

export const readInvitationBodySchema = onFirstUse(() => z.strictObject({ token: tokenSchema }));
export const invitationDataSchema = onFirstUse(() =>
  z.object({
    /** Null only for the first start's Owner link: the Owner gives the address. */
    email: z.nullable(z.string()),
    role: roleSchema,
    invited_by: z.nullable(z.string()),
    expires_at: timestampSchema,
  }),
);
export type InvitationData = z.infer<typeof invitationDataSchema>;
export const acceptInvitationBodySchema = onFirstUse(() =>
  z.strictObject({
    token: tokenSchema,
    name: nameSchema,
    password: passwordSchema,
    /** Only for the first start's Owner link, which names no address. */
    email: z.optional(emailSchema),
  }),
);
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;

export const changePasswordBodySchema = onFirstUse(() =>
  z.strictObject({ current_password: z.string().check(z.maxLength(256)), new_password: passwordSchema }),
);

/** The secret to enter in an authenticator app, once; confirmed by a first code. */
export const totpEnrollmentDataSchema = onFirstUse(() =>
  z.object({ secret: z.string(), otpauth_uri: z.string() }),
);
export const totpCodeBodySchema = onFirstUse(() => z.strictObject({ code: secondFactorCodeSchema }));
/** Ten single-use recovery codes, shown once. */
export const recoveryCodesDataSchema = onFirstUse(() => z.object({ recovery_codes: z.array(z.string()) }));

export const signInSettingsSchema = onFirstUse(() =>
  z.object({
    /** Everyone must set up a second factor (people signing in through SSO: their provider's). */
    require_totp: z.boolean(),
    /** Email domains whose people may sign in through SSO uninvited (`OIDC_ALLOWED_DOMAINS`). */
    oidc_allowed_domains: z.array(z.string()),
    /** Session lifetimes in minutes (configuration: `SESSION_IDLE_MIN`, `SESSION_ABSOLUTE_MIN`). */
    session_idle_minutes: z.number(),
    session_absolute_minutes: z.number(),
  }),
);
export type SignInSettings = z.infer<typeof signInSettingsSchema>;
export const updateSignInSettingsBodySchema = onFirstUse(() => z.strictObject({ require_totp: z.boolean() }));

export const okDataSchema = onFirstUse(() => z.object({ ok: z.literal(true) }));

/**
 * Why single sign-on did not sign someone in: the service redirects to `/sign-in?error=<code>` and the
 * sign-in page shows the sentence (never the provider's own words or internals).
 */
export const ssoErrorCodes = {
  sso_unavailable:
    "The single sign-on provider can't be reached right now. Try again in a moment, or sign in another way.",
  sso_not_configured: 'Single sign-on is not set up for this service.',
  sso_too_many: 'Too many single sign-on attempts from your network. Wait a minute, then try again.',
  sso_failed: "Single sign-on didn't complete. Start again from this page.",
  sso_email_unverified:
    "Your provider hasn't verified your email address, so it can't sign you in here. Verify it there, then try again.",
  sso_not_invited:
    'No one with that email address may sign in here. Ask an Owner of this service to invite you.',
} as const satisfies Record<string, string>;
export type SsoErrorCode = keyof typeof ssoErrorCodes;

/**
 * Where to come back to after single sign-on: a path on this origin (`/messages?status=bounced`),
 * never another site (`//evil.example`, `https://…`, `/\evil.example`).
 */
export const returnPathSchema = onFirstUse(() =>
  z.string().check(
    z.maxLength(2048, 'must be at most 2048 characters'),
    z.refine(
      (s) =>
        /^\/(?![/\\])/.test(s) &&
        !/[\\\p{Cc}]/u.test(s) &&
        new URL(s, 'http://x.invalid').host === 'x.invalid',
      'must be a path on this site, starting with a single /',
    ),
  ),
);
