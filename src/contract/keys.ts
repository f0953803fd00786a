import { z } from './zod';
import { idSchema, timestampSchema } from './common';
import { permissionSchema } from './auth';
import { onFirstUse } from './on-first-use';

/** An API key as lists show it: never the key itself, only its last four characters. */
export const apiKeySchema = onFirstUse(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    key_hint: z.string(),
    permissions: z.array(permissionSchema),
    created_at: timestampSchema,
    last_used_at: z.nullable(timestampSchema),
    revoked_at: z.nullable(timestampSchema),
  }),
);
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListDataSchema = onFirstUse(() =>
  z.object({
    keys: z.array(apiKeySchema),
    /** The key that asked: the dashboard marks it, and cannot revoke it. */
    current_key_id: z.optional(idSchema),
  }),
);
export type ApiKeyListData = z.infer<typeof apiKeyListDataSchema>;

const permissionsSchema = onFirstUse(() =>
  z
    .pipe(
      z.array(permissionSchema, { error: 'must be a list of admin, stats, send' }),
      z.transform((list) => [...new Set(list)]),
    )
    .check(z.refine((list) => list.length > 0, 'must name at least one permission')),
);

export const createApiKeyBodySchema = onFirstUse(() =>
  z.strictObject({
    name: z
      .string({ error: 'must be a string' })
      .check(
        z.trim(),
        z.minLength(1, 'must not be empty'),
        z.maxLength(100, 'must be at most 100 characters'),
      ),
    permissions: permissionsSchema,
  }),
);
export type CreateApiKeyBody = z.input<typeof createApiKeyBodySchema>;

export const apiKeyDataSchema = onFirstUse(() => z.object({ key: apiKeySchema }));
/** The one answer that carries the key itself: shown once, never stored in plain text. */
export const createdApiKeyDataSchema = onFirstUse(() => z.object({ key: apiKeySchema, secret: z.string() }));
export type CreatedApiKeyData = z.infer<typeof createdApiKeyDataSchema>;

/** Any key may ask what it is: the dashboard lists its permissions without probing for 403s. */
export const currentKeyDataSchema = onFirstUse(() =>
  z.object({
    key: z.object({ id: idSchema, name: z.string(), permissions: z.array(permissionSchema) }),
    /** How many days of message history the service keeps; absent where a service does not say. */
    retention_days: z.optional(z.number().check(z.int(), z.positive())),
  }),
);
export type CurrentKeyData = z.infer<typeof currentKeyDataSchema>;
