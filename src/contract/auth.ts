import { z } from './zod';
import { onFirstUse } from './on-first-use';

export const permissions = ['admin', 'stats', 'send'] as const;
export const permissionSchema = onFirstUse(() => z.enum(permissions));
export type Permission = z.infer<typeof permissionSchema>;
